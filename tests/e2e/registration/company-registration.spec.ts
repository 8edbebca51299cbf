import type { Page } from '@playwright/test';
import { login } from '../../support/auth';
import { sql, withFailingWrites } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { postStatus } from '../../support/forms';
import { linkIn, waitForMail } from '../../support/mail';

const uniqueDigits = (length: number) =>
  `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-length).padStart(length, '7');

async function fillStep1(page: Page, { ateco, settore }: { ateco: string; settore: string }) {
  await page.getByLabel('Codice fiscale').fill(uniqueDigits(11));
  await page.getByLabel('Referente', { exact: true }).fill('Giulia Bianchi');
  await page.getByLabel('Funzione del referente').fill('Responsabile HR');
  await page.getByLabel('Indirizzo sede legale').fill('Via Roma 1');
  await page.getByLabel('Città sede legale').fill('Brescia');
  await page.getByLabel('Provincia sede legale').selectOption('BS');
  await page.getByLabel('C.A.P. sede legale').fill('25121');
  await page.getByLabel('Indirizzo sede operativa').fill('Via Milano 2');
  await page.getByLabel('Città sede operativa').fill('Brescia');
  await page.getByLabel('Provincia sede operativa').selectOption('BS');
  await page.getByLabel('C.A.P. sede operativa').fill('25122');
  await page.getByLabel('Codice ATECO').fill(ateco);
  await page.getByLabel('Codice SDI').fill('M5UXCR1');
  await page.getByLabel('Settore (descrizione ATECO)').fill(settore);
  await page.getByLabel('Dichiaro che i dati inseriti sono veritieri').check();
}

test('a new company registers in two steps, confirms, chooses a password and lands on /company-home', async ({
  page,
  isJs,
  accounts,
}, testInfo) => {
  // The js run registers an employment agency (ATECO 78.20), the no-js run an ordinary company.
  const agency = isJs;
  const email = `registrazione-${testInfo.project.name}-${uniqueDigits(8)}@esempio.it`;
  accounts.adopt(email);
  const piva = uniqueDigits(11);
  const nome = `Officine ${testInfo.project.name} ${piva.slice(-4)}`;
  const since = Date.now();

  await page.goto(
    `/onboarding-c?${new URLSearchParams({ azienda: nome, email, p_iva: piva, phone: '0301234567' })}`,
  );
  await expect(page.getByRole('heading', { name: 'Dati aziendali' })).toBeVisible();
  await expect(page.getByLabel('Ragione sociale')).toHaveValue(nome);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('P. IVA')).toHaveValue(piva);
  await expect(page.getByLabel('Telefono')).toHaveValue('0301234567');

  await fillStep1(
    page,
    agency ? { ateco: '7820', settore: 'Lavoro temporaneo' } : { ateco: '25.62.00', settore: 'Meccanica' },
  );
  const autMin = page.getByLabel('N. Aut. Min.');
  if (agency) {
    // The agency code ticks check_agenzia by itself and reveals aut_min, which is then required.
    await expect(page.getByLabel('Siamo un’agenzia per il lavoro')).toBeChecked();
    await expect(autMin).toBeVisible();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(page.getByText('*Campo obbligatorio')).toBeVisible();
    await autMin.fill('Aut. Min. Prot. N. 13/I/0099999');
  } else {
    await expect(autMin).toBeHidden();
  }
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page).toHaveURL(/\/onboarding-c2$/);

  await page.getByLabel('Operatore CNC').check();
  await page.getByLabel('Tornitore').check();
  await page.getByLabel('Numero di addetti').selectOption('10 - 50');
  await page.getByLabel('Welfare aziendale').check();
  await page.getByRole('button', { name: 'Registrati' }).click();
  const sent = page.getByRole('dialog');
  await expect(sent.getByRole('heading', { name: 'Email di conferma inviata!' })).toBeVisible();

  // The confirmation mail greets the referente by name, and its link lets the password be chosen on the spot, with
  // no recovery mail (issue 39 item 6).
  const confirmation = await waitForMail(email, { since, link: '/conferma' });
  expect(confirmation.text).toContain('Ciao Giulia,');
  const link = linkIn(confirmation, '/conferma');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Email verificata!' })).toBeVisible();
  const password = `Azienda-${piva.slice(-5)}!`;
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Conferma password').fill(password);
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Password salvata!' })).toBeVisible();

  await login(page, email, password);
  await expect(page).toHaveURL(/\/company-home$/);
  const menu = page.getByRole('navigation', { name: 'Menu azienda' });
  await expect(menu.getByRole('link', { name: 'Profili acquistati' })).toBeVisible();
  await expect(menu).toContainText(nome);
  for (const entry of ['Profili consigliati', 'Promuovi ricerca', 'Promuovi brand']) {
    await expect(menu.getByRole('link', { name: entry })).toHaveCount(agency ? 0 : 1);
  }
});

test('step 1 shows every message of spec 02 §5 and the duplicate e-mail dialog', async ({ page }) => {
  await page.goto('/onboarding-c?email=non-una-mail&p_iva=123&phone=12a');
  await page.getByLabel('Codice fiscale').fill('abc');
  await page.getByLabel('C.A.P. sede legale').fill('123');
  await page.getByLabel('Codice ATECO').fill('ABC');
  await page.getByRole('button', { name: 'Avanti' }).click();
  for (const message of [
    "Il formato dell'indirizzo email non è valido",
    'Il valore inserito non è una P. IVA valida (11 caratteri)',
    'Il valore inserito non è una codice fiscale valido (11 o 16 caratteri in maiuscolo))',
    'Inserire un numero di telefono valido formato da solo numeri',
    'Il valore inserito non è un C.A.P. valido (5 numeri)',
    'Il valore inserito non è un codice ATECO valido',
    'Devi dichiarare che i dati inseriti sono veritieri',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('*Campo obbligatorio').first()).toBeVisible();
  // What was typed is still there.
  await expect(page.getByLabel('Codice fiscale')).toHaveValue('abc');

  await page.goto(
    `/onboarding-c?${new URLSearchParams({ azienda: 'Doppione Srl', email: 'azienda@demo.it', p_iva: uniqueDigits(11), phone: '021234567' })}`,
  );
  await fillStep1(page, { ateco: '25.62', settore: 'Meccanica' });
  await page.getByRole('button', { name: 'Avanti' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Email già utilizzata' })).toBeVisible();
  await expect(dialog).toContainText('Usa un altro indirizzo email oppure accedi con le tue credenziali');
  await dialog.getByRole('link', { name: 'Annulla' }).click();
  await expect(page.getByLabel('Ragione sociale')).toHaveValue('Doppione Srl');
});

test('step 2 asks for 1 to 3 job roles, the employee class and the strengths', async ({ page }) => {
  await page.goto(
    `/onboarding-c?${new URLSearchParams({ azienda: 'Passo Due Srl', email: `passo2-${uniqueDigits(8)}@esempio.it`, p_iva: uniqueDigits(11), phone: '021234567' })}`,
  );
  await fillStep1(page, { ateco: '28.41', settore: 'Macchine utensili' });
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page).toHaveURL(/\/onboarding-c2$/);

  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Selezionare almeno un elemento')).toBeVisible();
  await expect(page.getByText('*Campo obbligatorio')).toHaveCount(2);

  for (const role of ['Operatore CNC', 'Tornitore', 'Fresatore', 'Saldatore TIG'])
    await page.getByLabel(role).check();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Non puoi selezionare più di tre elementi')).toBeVisible();

  // 'Indietro' keeps both steps.
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/onboarding-c$/);
  await expect(page.getByLabel('Ragione sociale')).toHaveValue('Passo Due Srl');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByLabel('Saldatore TIG')).toBeChecked();
});

test('the VAT lookup fills ATECO code, description and SDI (by itself with JavaScript, by a button without)', async ({
  page,
  isJs,
}) => {
  await page.goto('/onboarding-c?p_iva=78100000001&azienda=Lavoro%20Interinale%20Spa');
  if (!isJs) await page.getByRole('button', { name: 'Compila da P. IVA' }).click();
  await expect(page.getByLabel('Codice ATECO')).toHaveValue('78.20.00');
  await expect(page.getByLabel('Settore (descrizione ATECO)')).toHaveValue(
    'Attività delle agenzie di lavoro temporaneo',
  );
  await expect(page.getByLabel('Codice SDI')).toHaveValue('T04ZHR3');
  await expect(page.getByLabel('Ragione sociale')).toHaveValue('Lavoro Interinale Spa');
  // An agency code ticks check_agenzia; emptying the VAT number clears it.
  await expect(page.getByLabel('Siamo un’agenzia per il lavoro')).toBeChecked();
  await page.getByLabel('P. IVA').fill('');
  if (!isJs) await page.getByRole('button', { name: 'Compila da P. IVA' }).click();
  await expect(page.getByLabel('Siamo un’agenzia per il lavoro')).not.toBeChecked();
});

test("a registration Strapi fails shows 'Registrazione non riuscita' and keeps step 2 for the retry", async ({
  page,
  accounts,
}, testInfo) => {
  const email = `fallita-${testInfo.project.name}-${uniqueDigits(8)}@esempio.it`;
  accounts.adopt(email);
  await page.goto(
    `/onboarding-c?${new URLSearchParams({ azienda: 'Tentativo Srl', email, p_iva: uniqueDigits(11), phone: '021234567' })}`,
  );
  await fillStep1(page, { ateco: '25.62', settore: 'Meccanica' });
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page).toHaveURL(/\/onboarding-c2$/);
  await page.getByLabel('Fresatore').check();
  await page.getByLabel('Numero di addetti').selectOption('50 - 250');
  await page.getByLabel('Formazione continua').check();

  await withFailingWrites(
    { table: 'hr_companies', operation: 'INSERT', column: 'email', value: email },
    async () => {
      expect(await postStatus(page, '/onboarding-c2', page.getByRole('button', { name: 'Registrati' }))).toBe(
        503,
      );
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Registrazione non riuscita' })).toBeVisible();
      await dialog.getByRole('link', { name: 'Chiudi' }).click();
    },
  );
  expect(await sql('SELECT id FROM up_users WHERE email = ?', [email])).toHaveLength(0);

  // Closing the dialog reloads the page: the choices are still there, and the retry registers.
  await expect(page.getByLabel('Fresatore')).toBeChecked();
  await expect(page.getByLabel('Numero di addetti')).toHaveValue('50 - 250');
  await expect(page.getByLabel('Formazione continua')).toBeChecked();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Email di conferma inviata!' }),
  ).toBeVisible();
  expect(await sql('SELECT id FROM up_users WHERE email = ?', [email])).toHaveLength(1);
});

test("past three registration attempts for one e-mail, step 2 answers 429 'Troppi tentativi' and keeps the choices", async ({
  page,
}, testInfo) => {
  const email = `insistente-${testInfo.project.name}-${uniqueDigits(8)}@esempio.it`;
  await page.goto(
    `/onboarding-c?${new URLSearchParams({ azienda: 'Insistente Srl', email, p_iva: uniqueDigits(11), phone: '021234567' })}`,
  );
  await fillStep1(page, { ateco: '25.62', settore: 'Meccanica' });
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page).toHaveURL(/\/onboarding-c2$/);
  await page.getByLabel('Tornitore').check();
  await page.getByLabel('Numero di addetti').selectOption('<10');
  await page.getByLabel('Clima aziendale').check();
  const register = page.getByRole('button', { name: 'Registrati' });

  // Three attempts that Strapi fails count against the e-mail (each would have sent a confirmation mail).
  await withFailingWrites(
    { table: 'hr_companies', operation: 'INSERT', column: 'email', value: email },
    async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await postStatus(page, '/onboarding-c2', register)).toBe(503);
        await page.getByRole('dialog').getByRole('link', { name: 'Chiudi' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    },
  );
  expect(await postStatus(page, '/onboarding-c2', register)).toBe(429);
  await expect(page.getByText('Troppi tentativi, riprova tra qualche minuto.')).toBeVisible();
  await expect(page.getByLabel('Tornitore')).toBeChecked();
  await expect(page.getByLabel('Numero di addetti')).toHaveValue('<10');
  await expect(page.getByLabel('Clima aziendale')).toBeChecked();
  expect(await sql('SELECT id FROM up_users WHERE email = ?', [email])).toHaveLength(0);
});
