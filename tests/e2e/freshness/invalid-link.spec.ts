// The link of the profile-freshness e-mail (/aggiornamento/:token), with JavaScript on and off: a made-up or
// expired token says so (404) on the public frame, with the way to the profile. The valid link's redirect and
// Strapi's side are in tests/integration/freshness/reminder.test.ts.
import { expect, test } from '../../support/fixtures';

test('an invalid freshness link says so and leads to the profile', async ({ page }) => {
  const answer = await page.goto(`/aggiornamento/${'A'.repeat(43)}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Il link per confermare il tuo profilo non è valido');
  await page.getByRole('link', { name: 'Vai al profilo' }).click();
  // Signed out: /profilo sends to the login.
  await expect(page).not.toHaveURL(/\/aggiornamento\//);
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toHaveCount(0);
});
