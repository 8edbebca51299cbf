import { login } from '../../support/auth';
import { companyRow } from '../../support/company';
import { withFailingWrites } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { postStatus } from '../../support/forms';

test('a company edits its data: every message of the company data form, save, reset', async ({
  page,
  company,
  isJs,
}, testInfo) => {
  const { email } = company;
  await login(page, email);
  await page.goto('/company-info');
  await expect(page.getByRole('heading', { name: 'Dati aziendali' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  const save = page.getByRole('button', { name: 'Salva dati' });
  if (isJs) await expect(save).toBeDisabled();

  // The credits panel and the links of the page.
  await expect(page.getByRole('heading', { name: 'Crediti residui' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aggiungi crediti' })).toHaveAttribute(
    'href',
    '/company-upgrade',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Impostazioni' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByLabel('Ragione sociale').fill('');
  await page.getByLabel('Telefono').fill('02-123');
  await page.getByLabel('Codice ATECO').fill('ABC');
  // The P. IVA and codice fiscale that candidates' blacklists name cannot be changed here (issue 15).
  await expect(page.getByLabel('P. IVA')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Codice fiscale')).toHaveAttribute('readonly', '');
  await expect(
    page.getByText('Email, P. IVA e codice fiscale non si possono modificare da qui'),
  ).toBeVisible();
  await page.getByLabel('C.A.P. luogo di lavoro').fill('1');
  await page.getByLabel('Operatore CNC').uncheck();
  if (isJs) await expect(save).toBeEnabled();
  await save.click();
  for (const message of [
    '*Campo obbligatorio',
    'Inserire un numero di telefono valido formato da solo numeri',
    'Il codice inserito non rispetta lemregole del codice ateco',
    'Il valore inserito non è un C.A.P. valido (5 numeri)',
    'Seleziona almeno un elemento',
  ]) {
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  }
  for (const role of ['Tornitore', 'Fresatore', 'Saldatore TIG', 'Magazziniere'])
    await page.getByLabel(role).check();
  await save.click();
  await expect(page.getByText('Non puoi selezionare più di tre elementi')).toBeVisible();
  await expect(page.getByLabel('Telefono')).toHaveValue('02-123');

  // 'Ripristina' brings back the saved values.
  await page.getByRole('link', { name: 'Ripristina' }).click();
  await expect(page.getByLabel('Telefono')).toHaveValue('0212345678');
  await expect(page.getByLabel('Operatore CNC')).toBeChecked();

  const nome = `Meccanica ${testInfo.project.name} Srl`;
  await page.getByLabel('Ragione sociale').fill(nome);
  await page.getByLabel('Telefono').fill('0309876543');
  await page.getByLabel('Indirizzo luogo di lavoro').fill('Via Officina 5');
  await page.getByLabel('Città luogo di lavoro').fill('Bergamo');
  await page.getByLabel('Provincia luogo di lavoro').selectOption('BG');
  await page.getByLabel('C.A.P. luogo di lavoro').fill('24121');
  await page.getByLabel('Tornitore').check();
  await save.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Aggiornamento avvenuto con successo' })).toBeVisible();

  const row = await companyRow(email);
  expect(row.nome).toBe(nome);
  expect(row.telefono).toBe('0309876543');
  expect(row.lavoro_provincia).toBe('BG');
  expect(JSON.parse(String(row.mansioni_preferite))).toEqual([
    { mansione_preferita: 'Operatore CNC' },
    { mansione_preferita: 'Tornitore' },
  ]);
  await dialog.getByRole('link', { name: 'Chiudi' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu azienda' })).toContainText(nome);
});

test("a save that Strapi fails shows 'Aggiornamento non riuscito' over the typed values", async ({
  page,
  company,
}) => {
  const { email } = company;
  await login(page, email);
  await page.goto('/company-info');
  await page.getByLabel('Ragione sociale').fill('Nome Mai Salvato Srl');
  await page.getByLabel('Telefono').fill('0311111111');
  await page.getByLabel('Indirizzo luogo di lavoro').fill('Via Officina 5');
  await page.getByLabel('Città luogo di lavoro').fill('Bergamo');
  await page.getByLabel('Provincia luogo di lavoro').selectOption('BG');
  await page.getByLabel('C.A.P. luogo di lavoro').fill('24121');
  await withFailingWrites(
    { table: 'hr_companies', operation: 'UPDATE', column: 'email', value: email },
    async () => {
      // Strapi answered 500: the page says so with 503, not with a blank error page.
      expect(await postStatus(page, '/company-info', page.getByRole('button', { name: 'Salva dati' }))).toBe(
        503,
      );
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Aggiornamento non riuscito' })).toBeVisible();
      await expect(dialog.getByText('Controlla i dati inseriti o riprova più tardi.')).toBeVisible();
    },
  );
  await expect(page.getByLabel('Ragione sociale')).toHaveValue('Nome Mai Salvato Srl');
  await expect(page.getByLabel('Telefono')).toHaveValue('0311111111');
  await expect(page.getByLabel('Città luogo di lavoro')).toHaveValue('Bergamo');
  const row = await companyRow(email);
  expect(row.telefono).toBe('0212345678');
  expect(row.nome).not.toBe('Nome Mai Salvato Srl');
});

test('the FAQ has 16 questions that open without JavaScript', async ({ page }) => {
  await login(page, 'azienda0@demo.it');
  await page.goto('/company-faq');
  const items = page.getByRole('main').locator('details');
  await expect(items).toHaveCount(16);
  await page.getByText('La registrazione è gratuita?').click();
  await expect(
    page.getByText('La registrazione è gratuita sia per le aziende sia per i candidati.'),
  ).toBeVisible();
  await page.getByText('Quanto costa la Card Crediti?').click();
  await expect(page.getByText('2.900 €: 5 profili, senza scadenza.')).toBeVisible();
  await page.getByText('Come si calcola la distanza dei candidati?').click();
  await expect(page.getByText(/distanza in linea d’aria \(sul cerchio massimo terrestre\)/)).toBeVisible();
});
