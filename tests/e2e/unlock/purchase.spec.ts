// A company buys a profile from the search (issue 6), with JavaScript on and off: filters, the locked profile, the
// purchase, the contacts shown, the profile first among the purchased.
import type { Page } from '@playwright/test';
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { busiestArea, candidateContact, setCredits } from '../../support/search-db';
import { openFirstBuyable } from '../../support/search-page';

async function applyFilters(page: Page, isJs: boolean, expected: RegExp) {
  if (isJs) {
    await expect(page).toHaveURL(expected);
  } else {
    await page.getByRole('button', { name: 'Applica filtri' }).click();
    await expect(page).toHaveURL(expected);
  }
}

test('filter, open a locked profile, buy it and find it first among the purchased', async ({
  page,
  company,
  isJs,
}) => {
  // A company of the test's own, given 5 credits: azienda@demo.it must keep its 5 credits for the other suites
  // (login.spec checks them). Its province (MI) has seeded candidates.
  await setCredits(company.id, 5);
  const email = company.email;
  const provincia = company.provincia;
  await login(page, email);
  await page.goto('/company-home');
  await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 5');
  await expect(page.getByText('903/77').first()).toBeVisible();

  // Residence search by province: more than 2 characters is refused with the spec's message.
  await page.getByLabel('Provincia', { exact: true }).check();
  await page.getByLabel('Testo da cercare').fill('MIL');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page.getByText('La provincia deve avere massimo 2 caratteri (es. BA, MI).')).toBeVisible();
  await page.getByLabel('Provincia', { exact: true }).check();
  await page.getByLabel('Testo da cercare').fill(provincia.toLowerCase());
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`provincia=${provincia}`));

  // The company's own province: every candidate there is in the default 'disponibilita' bucket.
  const area = await busiestArea(provincia);
  await page.getByText('ESPANDI I FILTRI').click();
  await expect(page.getByText('Riduci visualizzazione filtri')).toBeVisible();
  await page.getByLabel(area, { exact: true }).check();
  await applyFilters(page, isJs, /aree_di_competenza=/);
  expect(new URL(page.url()).searchParams.get('aree_di_competenza')).toBe(area);
  expect(page.url()).not.toContain('bucket=');

  const id = await openFirstBuyable(page);
  const real = await candidateContact(id);

  // Locked: a placeholder, and the real values in no response (HTML nor loader data).
  await expect(page.getByTestId('contact-placeholder')).toHaveCount(3);
  for (const path of [`/resource-profile/${id}`, `/resource-profile/${id}.data`]) {
    const body = await (await page.request.get(path)).text();
    for (const value of [real.email, real.telefono, real.indirizzo]) expect(body).not.toContain(value);
  }
  expect(await page.content()).not.toContain(real.email);

  // The technical sheet opens over the profile and closes back to it (MessageDialog).
  await page.getByRole('link', { name: 'Scheda tecnica', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Scheda tecnica' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Chiudi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/resource-profile/${id}$`));

  await page.getByRole('link', { name: 'Acquista Profilo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acquisto del profilo' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Conferma acquisto' }).click();
  await expect(page).toHaveURL(/\/company-unlocked-profiles$/);
  await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 4');
  const first = page.getByTestId('candidate-card').first();
  await expect(first.getByRole('heading').getByRole('link')).toHaveAttribute(
    'href',
    `/resource-profile/${id}`,
  );
  await expect(first.getByRole('button', { name: 'Profilo acquistato' })).toBeDisabled();

  await first.getByRole('heading').getByRole('link').click();
  await expect(page.getByText(real.email)).toBeVisible();
  await expect(page.getByText(real.telefono)).toBeVisible();
  await expect(page.getByText(real.indirizzo)).toBeVisible();
  await expect(page.getByTestId('contact-placeholder')).toHaveCount(0);
});
