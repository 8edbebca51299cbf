import { expect, test } from '@playwright/test';
import { login } from '../../support/auth';

test('settings show the version, the legal links and the account erasure', async ({ page }) => {
  await login(page, 'candidato@demo.it');
  // Reached from the candidate's navigation (issue 16), and 'Torna indietro' goes back where the user came from.
  await page.goto('/bacheca-annunci');
  await page
    .getByRole('navigation', { name: 'Navigazione candidato' })
    .getByRole('link', { name: 'Impostazioni' })
    .click();
  await expect(page).toHaveURL(/\/impostazioni$/);
  await expect(page.getByRole('heading', { name: 'Impostazioni' })).toBeVisible();
  await expect(page.getByTestId('versione')).toHaveText('Versione 0.13.3');
  for (const name of ["Termini d'uso", 'Condizioni di vendita', 'Privacy policy']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  const deletion = page.getByRole('link', { name: 'Elimina il mio account' });
  await expect(deletion).toHaveAttribute('href', '/impostazioni/elimina-account');
  await page.getByRole('link', { name: 'Torna indietro' }).click();
  await expect(page).toHaveURL(/\/bacheca-annunci$/);

  // Opened directly (no page of ours before it), it goes home.
  await page.goto('/impostazioni');
  await page.getByRole('link', { name: 'Torna indietro' }).click();
  await expect(page).toHaveURL(/\/profilo$/);
});

test('a company reaches settings with its menu and goes back to its home', async ({ page }) => {
  await login(page, 'azienda@demo.it');
  await page.goto('/impostazioni');
  await expect(page.getByRole('navigation', { name: 'Menu azienda' })).toBeVisible();
  await page.getByRole('link', { name: 'Torna indietro' }).click();
  await expect(page).toHaveURL(/\/company-home$/);
});

test('the legal pages carry their documents, section by section (issue 16)', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  for (const heading of [
    '1. Titolare del trattamento',
    '5. Per quanto tempo',
    '6. I tuoi diritti',
    '7. Cookie',
  ])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Scarica i miei dati');

  await page.goto('/condizioni-di-vendita');
  await expect(page.getByRole('heading', { name: '2. Prodotti' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Card Crediti: 2.900,00 € + IVA');
  await expect(page.getByRole('main')).toContainText('7 giorni consecutivi');

  await page.goto('/termini-di-utilizzo');
  await expect(page.getByRole('heading', { name: '3. Candidati' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('L. 903/77');
});
