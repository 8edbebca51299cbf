// A new candidate registers through the nine steps, confirms the e-mail, chooses a password, logs in, and
// Strapi holds exactly what was typed.
import { login } from '../../support/auth';
import { waitForLink } from '../../support/mail';
import { jwtFor, strapi } from '../../support/strapi';
import { sql, withFailingWrites } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { postStatus } from '../../support/forms';
import { choice, expectStep, fillWholeWizard, next, refreshCities } from '../../support/wizard';

test('full registration through the nine steps', async ({ page, isJs, accounts }, testInfo) => {
  test.setTimeout(120_000);
  const email = `nuovo.${testInfo.project.name}.${Date.now()}@esempio.it`;
  accounts.adopt(email);
  const password = `Scelta-${testInfo.project.name}-2026`;
  const since = Date.now();

  // 1. Dati anagrafici, prefilled from the query.
  await page.goto(
    `/onboarding-u?first_name=Giulia&last_name=Rossi&email=${encodeURIComponent(email)}&phone=3331234567`,
  );
  await expectStep(page, 1, 'Dati anagrafici');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Giulia');
  await expect(page.getByLabel('Cognome', { exact: true })).toHaveValue('Rossi');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Telefono', { exact: true })).toHaveValue('3331234567');
  await page.getByLabel('Data di nascita (AAAA-MM-GG)', { exact: true }).fill('1990-05-17');
  await page.getByLabel('Indirizzo', { exact: true }).fill('Strada Principala 4');
  await page.getByLabel('C.A.P.', { exact: true }).fill('10121');
  // A province change reloads the municipalities.
  await page.getByLabel('Provincia', { exact: true }).selectOption('MI');
  await refreshCities(page, isJs);
  await expect(
    page.getByLabel('Città', { exact: true }).locator('option', { hasText: 'Abbiategrasso' }),
  ).toHaveCount(1);
  await page.getByLabel('Provincia', { exact: true }).selectOption('TO');
  await refreshCities(page, isJs);
  await expect(
    page.getByLabel('Città', { exact: true }).locator('option', { hasText: 'Moncalieri' }),
  ).toHaveCount(1);
  await expect(
    page.getByLabel('Città', { exact: true }).locator('option', { hasText: 'Abbiategrasso' }),
  ).toHaveCount(0);
  await expect(page.getByLabel('Data di nascita (AAAA-MM-GG)', { exact: true })).toHaveValue('1990-05-17');
  // Then a non-Italian nation: province and city become free text.
  await page.getByLabel('Cittadinanza', { exact: true }).selectOption('RO');
  await refreshCities(page, isJs);
  await page.getByRole('textbox', { name: 'Provincia' }).fill('Cluj');
  await page.getByRole('textbox', { name: 'Città' }).fill('Cluj-Napoca');
  await choice(page, 'Conosci la lingua italiana?', 'Si').check();
  await choice(page, /categorie protette/, 'No').check();
  await choice(page, /incentivi/, 'No').check();
  await choice(page, 'Disponibilità a lavorare', 'In tutta Italia').check();
  await choice(page, 'Disponibilità a trasferte', 'In Italia').check();
  // With JavaScript the licence text appears only on 'Si'; without, it is always there.
  await expect(page.getByLabel('Quali patenti hai?', { exact: true })).toHaveCount(isJs ? 0 : 1);
  await choice(page, 'Hai la patente?', 'Si').check();
  await page.getByLabel('Quali patenti hai?', { exact: true }).fill('B, C');
  await choice(page, 'Sei automunito?', 'Si').check();
  await page.getByLabel('Sono disponibile a essere contattato per un colloquio', { exact: true }).check();
  await page.getByLabel('Confermo che i dati inseriti sono veritieri', { exact: true }).check();
  await next(page, '/stato-occupazionale');

  // 2. Stato occupazionale.
  await expectStep(page, 2, 'Stato occupazionale');
  await choice(page, 'Stato occupazionale', 'Disoccupato / inoccupato').check();
  await choice(page, 'Esperienza nel settore', 'Tra i 5 ed i 10 anni').check();
  await next(page, '/titolo-di-studio');
  // The draft lives on the server: a reload and 'Indietro' show what was saved.
  await page.reload();
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expectStep(page, 2, 'Stato occupazionale');
  await expect(choice(page, 'Esperienza nel settore', 'Tra i 5 ed i 10 anni')).toBeChecked();
  await next(page, '/titolo-di-studio');

  // 3. Titolo di studio.
  await page.getByLabel('Qualifica professionale', { exact: true }).selectOption('Meccanica');
  await page.getByLabel('Diploma di perito', { exact: true }).selectOption('Altro');
  await page.getByLabel('Quale diploma?', { exact: true }).fill('Perito in meccatronica');
  await choice(page, 'Laurea', 'Nessuna laurea').check();
  await choice(page, 'Hai una specializzazione?', 'No').check();
  await choice(page, 'Hai certificazioni o patentini?', 'Si').check();
  await page.getByLabel('Quali certificazioni?', { exact: true }).fill('Patentino di saldatura');
  await next(page, '/conoscenze-informatiche');

  // 4. Conoscenze informatiche.
  await choice(page, 'Le tue conoscenze informatiche', 'AutoCAD').check();
  await choice(page, 'Le tue conoscenze informatiche', 'Altro').check();
  await page.getByLabel('Altro (specifica)', { exact: true }).fill('Zucchetti');
  await next(page, '/conoscenze-linguistiche');

  // 5. Lingue: Italian fixed first, two more rows.
  await page.getByLabel('Livello', { exact: true }).first().selectOption('Avanzato C1-C2');
  await page.getByRole('button', { name: 'Aggiungi lingua' }).click();
  await page.getByRole('group', { name: 'Lingua 2' }).getByLabel('Lingua', { exact: true }).fill('Inglese');
  await page
    .getByRole('group', { name: 'Lingua 2' })
    .getByLabel('Livello', { exact: true })
    .selectOption('Intermedio B1-B2');
  await page.getByRole('button', { name: 'Aggiungi lingua' }).click();
  await page.getByRole('group', { name: 'Lingua 3' }).getByLabel('Lingua', { exact: true }).fill('Rumeno');
  await page
    .getByRole('group', { name: 'Lingua 3' })
    .getByLabel('Livello', { exact: true })
    .selectOption('Madrelingua');
  await expect(
    page.getByRole('group', { name: 'Lingua 2' }).getByLabel('Lingua', { exact: true }),
  ).toHaveValue('Inglese');
  await next(page, '/mansioni');

  // 6. Mansioni.
  await choice(page, 'Aree di competenza', 'Saldatura').check();
  await choice(page, 'Inquadramento', 'Operaio').check();
  await next(page, '/scheda-tecnica');

  // 7. Scheda tecnica with an 'Altro' extra.
  const saldatura = page
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: /^Saldatura$/ }) });
  await saldatura.locator('summary').click();
  await choice(page, 'Procedimenti di saldatura', 'TIG').check();
  await choice(page, 'Procedimenti di saldatura', 'Altro').check();
  await saldatura.getByLabel('Altro (specifica)', { exact: true }).fill('Saldatura orbitale');
  await next(page, '/valori-aziendali-ricercati');

  // 8. Valori.
  const valori = ['Welfare aziendale', 'Sicurezza sul lavoro', 'Clima aziendale', 'Sviluppo di carriera'];
  const altri = ['Sistema premiante', 'Formazione continua', 'Brand reputation'];
  for (const valore of valori) await choice(page, valore, '3').check();
  for (const valore of altri) await choice(page, valore, '1').check();
  await next(page, '/altre-informazioni');

  // 9. Altre informazioni with a blacklisted VAT number.
  await choice(page, 'La retribuzione è trattabile?', 'Si').check();
  await choice(page, 'Sei disponibile anche a mansioni diverse?', 'No').check();
  await choice(page, 'Mansioni preferite', 'Saldatore TIG').check();
  await choice(page, 'RAL desiderata (lorda annua)', '30.000 - 40.000 €').check();
  await page.getByLabel('Benefit desiderati', { exact: true }).fill('Buoni pasto');
  await choice(page, 'Tipo di contratto', 'Tempo indeterminato').check();
  await choice(page, 'Orari', 'Giornata').check();
  await page.getByRole('button', { name: 'Aggiungi P. IVA' }).click();
  await page.getByLabel('P. IVA 1', { exact: true }).fill('12345678903');
  await expect(choice(page, 'Orari', 'Giornata')).toBeChecked();
  await page.getByRole('button', { name: 'Avanti' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Email di conferma inviata!' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'ACCEDI se hai confermato il tuo account' })).toBeVisible();

  // Confirmation mail → /conferma → verified; then a password through the recovery flow; then login.
  const confirmation = await waitForLink(email, '/conferma', { since });
  await page.goto(`${confirmation.pathname}${confirmation.search}`);
  await expect(page).toHaveURL(/\/account-verificato\?esito=verificato&codice=/);
  const beforeReset = Date.now();
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invia mail di recupero' }).click();
  await expect(page.getByRole('heading', { name: 'Email di recupero inviata con successo' })).toBeVisible();
  const reset = await waitForLink(email, '/reset-password', { since: beforeReset });
  await page.goto(`${reset.pathname}${reset.search}`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Conferma password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Crea la nuova password' }).click();
  await expect(page.getByRole('heading', { name: 'Password modificata!' })).toBeVisible();
  await login(page, email, password);
  await expect(page).toHaveURL(/\/profilo$/);

  // Exactly what was entered is stored.
  const me = await strapi('/api/me', { jwt: await jwtFor(email, password) });
  const profile = (me.body as { hr_user: Record<string, unknown> }).hr_user;
  expect(profile).toMatchObject({
    nome: 'Giulia',
    cognome: 'Rossi',
    nascita: '1990-05-17',
    email,
    telefono: '3331234567',
    indirizzo: 'Strada Principala 4',
    cittadinanza: 'RO',
    provincia: 'Cluj',
    citta: 'Cluj-Napoca',
    cap: '10121',
    conoscenza_italiano: true,
    categorie_protette: false,
    incentivi_assunzione: false,
    disponibilita_colloquio: true,
    conferma_veridicita: true,
    patente_bool: true,
    patente_text: 'B, C',
    automunito_bool: true,
    mobilita: 'italia',
    trasferta: 'italia',
    occupazione: 'Disoccupato / inoccupato',
    esperienza: 'Tra i 5 ed i 10 anni',
    qualifica_professionale_enum: 'Meccanica',
    perito_enum: 'Altro',
    perito_text: 'Perito in meccatronica',
    tipo_laurea: 'none',
    ingegnere_enum: 'Nessuno',
    specializzazione_bool: false,
    specializzazione_text: null,
    certificazione_bool: true,
    certificazione_text: 'Patentino di saldatura',
    conoscenze_informatiche_text: 'Zucchetti',
    lingue: [
      { lingua: 'Italiano', livello: 'Avanzato C1-C2' },
      { lingua: 'Inglese', livello: 'Intermedio B1-B2' },
      { lingua: 'Rumeno', livello: 'Madrelingua' },
    ],
    qualifica: 'Operaio',
    welfare: 3,
    sicurezza: 3,
    clima_aziendale: 3,
    sviluppo_carriera: 3,
    sistema_premiante: 1,
    formazione_continua: 1,
    brand_reputation: 1,
    trattabile: true,
    mansioni_diverse: false,
    ral_desiderata: 'between_30K_40K',
    benefits: 'Buoni pasto',
    tipo_contratto: ['indeterminato'],
    orari: ['giornata'],
    blacklisted_pivas: [{ piva: '12345678903' }],
  });
  const values = (list: unknown) => (list as { value: string }[]).map((entry) => entry.value).sort();
  expect(values(profile.conoscenze_informatiche)).toEqual(['Altro', 'AutoCAD']);
  expect(values(profile.aree_di_competenza)).toEqual(['Saldatura']);
  expect(values(profile.mansioni_preferite)).toEqual(['Saldatore TIG']);
  const sheet = profile.scheda_tecnica as { saldatura: { tipi: string[]; extra: string } };
  expect(sheet.saldatura).toEqual({ tipi: ['TIG', 'Altro'], extra: 'Saldatura orbitale' });
});

test("a registration Strapi fails shows 'Errore durante la registrazione'; the draft survives for the retry", async ({
  page,
  isJs,
  accounts,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `fallita.${testInfo.project.name}.${Date.now()}@esempio.it`;
  accounts.adopt(email);
  await fillWholeWizard(page, isJs, email);

  await withFailingWrites(
    { table: 'hr_users', operation: 'INSERT', column: 'email', value: email },
    async () => {
      expect(
        await postStatus(page, '/altre-informazioni', page.getByRole('button', { name: 'Avanti' })),
      ).toBe(503);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Errore durante la registrazione' })).toBeVisible();
      await expect(dialog).toContainText(
        'Qualcosa durante la registrazione dei dati al server è andato storto',
      );
    },
  );
  // The account was not half-made: the user row was rolled back with the profile.
  expect(await sql('SELECT id FROM up_users WHERE email = ?', [email])).toHaveLength(0);

  // Nothing was lost: the last step still has its answers, and sending it again registers.
  await page.getByRole('dialog').getByRole('link', { name: 'Chiudi' }).click();
  await expect(choice(page, 'Mansioni preferite', 'Tornitore')).toBeChecked();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Email di conferma inviata!' }),
  ).toBeVisible();
  expect(await sql('SELECT id FROM up_users WHERE email = ?', [email])).toHaveLength(1);
});

test("past three registration attempts for one e-mail, the wizard answers 429 'Troppi tentativi'", async ({
  page,
  isJs,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `insistente.${testInfo.project.name}.${Date.now()}@esempio.it`;
  await fillWholeWizard(page, isJs, email);
  const avanti = page.getByRole('button', { name: 'Avanti' });
  // Three attempts that Strapi fails count against the e-mail (each would have sent a confirmation mail).
  await withFailingWrites(
    { table: 'hr_users', operation: 'INSERT', column: 'email', value: email },
    async () => {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await postStatus(page, '/altre-informazioni', avanti)).toBe(503);
        await page.getByRole('dialog').getByRole('link', { name: 'Chiudi' }).click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    },
  );
  expect(await postStatus(page, '/altre-informazioni', avanti)).toBe(429);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Errore durante la registrazione' })).toBeVisible();
  await expect(dialog).toContainText('Troppi tentativi, riprova tra qualche minuto.');
  await dialog.getByRole('link', { name: 'Chiudi' }).click();
  await expect(choice(page, 'Mansioni preferite', 'Tornitore')).toBeChecked();
  expect(await sql('SELECT id FROM up_users WHERE email = ?', [email])).toHaveLength(0);
});
