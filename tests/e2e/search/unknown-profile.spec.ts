// A profile that does not exist answers 404 with the Italian not-found text (issue 6).
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

test('an unknown profile reads "Non siamo riusciti a trovare il profilo"', async ({ page }) => {
  await login(page, 'azienda0@demo.it');
  const response = await page.goto('/resource-profile/99999999');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Non siamo riusciti a trovare il profilo')).toBeVisible();
});
