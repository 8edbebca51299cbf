import { expect, test } from '@playwright/test';
import { login } from '../support/auth';

test('settings show the version, the legal links and the deletion request', async ({ page }) => {
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
  const deletion = page.getByRole('link', { name: "Richiedi la cancellazione dell'account" });
  await expect(deletion).toHaveAttribute('href', /^mailto:.+\?subject=.+candidato%40demo\.it/);
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
