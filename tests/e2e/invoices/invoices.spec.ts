// Electronic invoices (issue 13), with JavaScript on and off: azienda@demo.it's Card Crediti (bought through the
// same fulfilment as the shop's, by the demo seed; shop.spec buys one through the checkout and opens its invoice
// too, as a seeded company, since azienda@demo.it's balance must stay 5 for the other suites) links from the credit ledger to its invoice; the courtesy copy
// shows buyer, seller, net, IVA 22% and total; the FatturaPA XML downloads with the SDI file name.
import { expect, test } from '@playwright/test';
import { login } from '../../support/auth';

test('from the ledger to the courtesy copy and the XML of an invoice', async ({ page }) => {
  await login(page, 'azienda@demo.it');
  await page.goto('/company-info');
  const ledger = page.getByTestId('movimenti-crediti');
  const purchase = ledger.locator('tbody tr', { hasText: 'Acquisto: Card Crediti' }).first();
  await expect(purchase).toBeVisible();
  const link = purchase.getByRole('link', { name: /^Fattura n\. \d+\/\d{4}$/ });
  const numero = ((await link.textContent()) ?? '').replace('Fattura n. ', '');

  // The invoices list has it too, with its total.
  const list = page.locator('#fatture');
  await expect(list.getByRole('heading', { name: 'Fatture' })).toBeVisible();
  await expect(list.locator('tr', { hasText: numero })).toContainText('3.538,00');

  await link.click();
  await expect(page).toHaveURL(/\/fatture\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { name: `Fattura n. ${numero}`, level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Cedente / prestatore');
  await expect(main).toContainText('Portale Lavoro Industria S.r.l.');
  await expect(main).toContainText('Cessionario / committente');
  await expect(main).toContainText('Officine Meccaniche Lombarde S.r.l.');
  await expect(main).toContainText('12345678903');
  await expect(main).toContainText('Codice destinatario');
  await expect(main).toContainText('M5UXCR1');
  await expect(main).toContainText('Card Crediti');
  await expect(main).toContainText('Imponibile');
  await expect(main).toContainText('2.900,00');
  await expect(main).toContainText('IVA 22%');
  await expect(main).toContainText('638,00');
  await expect(main).toContainText('Totale documento');
  await expect(main).toContainText('3.538,00');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Scarica XML (FatturaPA)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^IT\d{11}_[0-9A-Z]{5}\.xml$/);
});

test("another company's invoice is not found", async ({ page }) => {
  await login(page, 'azienda@demo.it');
  await page.goto('/company-info');
  const href = await page
    .locator('#fatture')
    .getByRole('link', { name: /^Copia di cortesia Fattura n\. / })
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/fatture\/[a-z0-9]+$/);
  await page.context().clearCookies();
  await login(page, 'azienda0@demo.it');
  const response = await page.goto(href!);
  expect(response?.status()).toBe(404);
});
