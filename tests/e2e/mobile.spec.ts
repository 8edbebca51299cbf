// A 360 × 740 phone (issue 16): the company menu folds into a 'Menu' disclosure that opens without JavaScript, and
// the residence search of /company-home is on the first screen (the banners follow the results there). On a wide
// screen the menu stays one row of links, with no disclosure.
import { login } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the company menu is compact and the search is on the first screen', async ({ page, company }) => {
    await login(page, company.email);
    await page.goto('/company-home');

    const header = page.getByRole('banner');
    const headerBox = (await header.boundingBox())!;
    // At most two short rows (the portal's name; the credit and 'Menu'), where the links took four.
    expect(headerBox.height).toBeLessThanOrEqual(100);
    await expect(page.getByTestId('credito-residuo')).toBeVisible();

    const search = page.getByLabel('Testo da cercare');
    await expect(search).toBeVisible();
    const box = (await search.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    // The banners are still on the page, after the results.
    await expect(page.getByRole('heading', { name: 'Promuovi il tuo brand' })).toBeAttached();

    // The links are behind the disclosure; opening it (no JavaScript needed) reaches every entry.
    const menu = page.getByRole('navigation', { name: 'Menu azienda' });
    await expect(menu).toBeHidden();
    await page.getByText('Menu', { exact: true }).click();
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Profili acquistati', 'Preferiti', 'Upgrade', 'FAQ']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await menu.getByRole('link', { name: 'Preferiti', exact: true }).click();
    await expect(page).toHaveURL(/\/company-favorites$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('on a wide screen the menu is one row of links without the disclosure', async ({ page, company }) => {
  await login(page, company.email);
  await page.goto('/company-home');
  await expect(page.getByText('Menu', { exact: true })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Menu azienda' });
  await expect(menu.getByRole('link', { name: 'Preferiti', exact: true })).toBeVisible();
  const search = (await page.getByLabel('Testo da cercare').boundingBox())!;
  const banner = (await page.getByRole('heading', { name: 'Promuovi il tuo brand' }).boundingBox())!;
  expect(banner.y).toBeLessThan(search.y);
});
