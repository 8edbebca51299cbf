// The commuting-distance filter (issue 25), with JavaScript on and off: a company of the test's own (work place
// Milano) with two candidates of its own, isolated by a technical-sheet word of the test: Monza (14.6 km from
// Milano, 33 from Bergamo) and Seriate (47.7 km from Milano, 4.1 from Bergamo). "Entro 20 km" from the work place
// keeps Monza, with the distance on the card; the picker's comune Bergamo keeps Seriate; the URL shared and opened
// after signing in again gives the same; a radius outside the list is dropped with a message, the word still applies.
import type { Page } from '@playwright/test';
import { validPayload } from '../../support/candidate-payload';
import { login, logout } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

const rareWord = () =>
  `Tragitto${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)])}`;

const cards = (page: Page) => page.getByTestId('candidate-card');

async function applyFilters(page: Page, isJs: boolean) {
  if (!isJs) await page.getByRole('button', { name: 'Applica filtri' }).click();
}

test('a company searches by distance from its work place and from a comune it picks', async ({
  page,
  company,
  accounts,
  isJs,
}) => {
  test.setTimeout(180_000);
  const word = rareWord();
  const person = (nome: string, provincia: string, citta: string) => ({
    ...validPayload(),
    nome,
    cognome: 'Pendolare',
    provincia,
    citta,
    // Mobile all over Italy: both are in the company's "Disponibili nella tua zona".
    mobilita: 'italia',
    scheda_tecnica: { saldatura: { tipi: ['TIG', 'Altro'], extra: `Saldatura ${word}` } },
  });
  await accounts.candidate(person('Monica', 'MB', 'Monza'));
  await accounts.candidate(person('Serena', 'BG', 'Seriate'));

  await login(page, company.email);
  const base = `/company-home?aree_di_competenza=Saldatura&scheda_tecnica=${word}`;
  await page.goto(`${base}&pannello=aperto`);
  // No distance filter: the cards say how far each one lives from the work place.
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'Monica' })).toContainText('a 15 km da Milano');
  await expect(cards(page).filter({ hasText: 'Serena' })).toContainText('a 48 km da Milano');

  // Entro 20 km from the work place.
  await page.getByLabel('Entro', { exact: true }).selectOption('20');
  await applyFilters(page, isJs);
  await expect(page).toHaveURL(/distanza=20/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Monica');
  await expect(cards(page)).toContainText('a 15 km da Milano');

  // Another comune with the picker: the province first, then its comuni.
  if (!(await page.getByLabel('Provincia del comune').isVisible()))
    await page.getByRole('link', { name: 'ESPANDI I FILTRI' }).click();
  await page.getByLabel('Provincia del comune').selectOption('BG');
  if (!isJs) await page.getByRole('button', { name: 'Aggiorna comuni' }).click();
  await page.getByLabel('Da', { exact: true }).selectOption('Bergamo');
  await applyFilters(page, isJs);
  await expect(page).toHaveURL(/distanzaComune=Bergamo/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Serena');
  await expect(cards(page)).toContainText('a 4 km da Bergamo');
  expect(new URL(page.url()).searchParams.get('distanzaProvincia')).toBe('BG');

  // The URL shared: the same results after signing in again.
  const shared = new URL(page.url());
  shared.searchParams.delete('pannello');
  await logout(page);
  await login(page, company.email);
  await page.goto(`${shared.pathname}${shared.search}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Serena');
  await expect(cards(page)).toContainText('a 4 km da Bergamo');

  // A radius outside the list: dropped with a message, the other filters (the word) still apply.
  await page.goto(`${base}&distanza=25`);
  await expect(page.getByTestId('distance-error')).toContainText('non è tra quelle disponibili');
  await expect(cards(page)).toHaveCount(2);
  // A comune of another province: the same.
  await page.goto(`${base}&distanza=10&distanzaProvincia=BS&distanzaComune=Bergamo`);
  await expect(page.getByTestId('distance-error')).toContainText(
    '«Bergamo» non è un comune della provincia BS',
  );
  await expect(cards(page)).toHaveCount(2);
});

test('an Alert Database holds a distance from a picked comune, and says it on its card', async ({
  page,
  company,
  isJs,
}) => {
  test.setTimeout(120_000);
  await login(page, company.email);
  await page.goto('/company-foryou?configure=true');
  const wizard = page.getByRole('dialog', { name: 'Configura Alert Database' });
  await expect(wizard.getByText('Avanzamento: 1 su 2')).toBeVisible();
  await wizard.getByRole('checkbox', { name: 'Saldatura', exact: true }).check();
  await wizard.getByRole('button', { name: 'Avanti' }).click();
  await expect(wizard.getByText('Avanzamento: 2 su 2')).toBeVisible();
  // The company's work place is the picker's default.
  await expect(wizard.getByLabel('Provincia del comune')).toHaveValue('MI');
  await expect(wizard.getByLabel('Da', { exact: true })).toHaveValue('Milano');
  await wizard.getByLabel('Entro', { exact: true }).selectOption('30');
  await wizard.getByLabel('Provincia del comune').selectOption('BG');
  if (!isJs) {
    await wizard.getByRole('button', { name: 'Aggiorna comuni' }).click();
    await expect(wizard.getByLabel('Provincia del comune')).toHaveValue('BG');
    // The radius chosen before the province stays in the draft.
    await expect(wizard.getByLabel('Entro', { exact: true })).toHaveValue('30');
  }
  await wizard.getByLabel('Da', { exact: true }).selectOption('Bergamo');
  await wizard.getByLabel('Includi chi è disponibile a trasferirsi').check();
  await wizard.getByRole('button', { name: 'Salva' }).click();
  const success = page.getByRole('dialog', { name: 'Alert configurato' });
  await expect(success).toBeVisible();
  await success.getByRole('link', { name: 'Chiudi' }).click();
  await expect(page.getByTestId('alert-filtri')).toContainText(
    'Distanza: Entro 30 km da Bergamo, o disponibile a trasferirsi',
  );
});
