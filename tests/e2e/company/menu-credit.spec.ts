// Issue 23 item 6: the menu's 'Credito residuo' right after an unlock. With JavaScript on the old balance showed for
// a moment after the redirect to /company-unlocked-profiles. Measured (docs/decisions.md "Issue 23"): the router
// pushes the new URL once the loaders have answered, and the old page (its dialog, its menu, its credit) stays on
// screen until React commits the new one, 4-7 s later on a loaded machine; the first render of the new page had the
// new credit each time. So this test reads the credit once, at the first render of the new page, over several
// purchases in a row: the current-user cache or the layout's revalidation serving an old /api/me would fail it.
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { setCredits } from '../../support/search-db';
import { buyableCard } from '../../support/search-page';

const PURCHASES = 6;

test('the first render after each purchase shows the new credit', async ({ page, company }) => {
  test.setTimeout(180_000);
  await setCredits(company.id, PURCHASES);
  await login(page, company.email);
  for (let done = 1; done <= PURCHASES; done += 1) {
    await page.goto('/company-home');
    const card = buyableCard(page);
    await card.getByRole('link', { name: 'Acquista Profilo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acquisto del profilo' });
    await dialog.getByRole('button', { name: 'Conferma acquisto' }).click();
    await page.waitForURL(/\/company-unlocked-profiles$/);
    await page.getByRole('heading', { level: 1, name: 'Profili acquistati' }).waitFor();
    // Read once, no retrying assertion: a stale first render is exactly what this test catches.
    const shown = (await page.getByTestId('credito-residuo').locator('strong').textContent())?.trim();
    expect(shown, `purchase ${done}`).toBe(String(PURCHASES - done));
  }
});
