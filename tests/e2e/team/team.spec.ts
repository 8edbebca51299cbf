// Company teams (issue 27), with JavaScript on and off: the titolare invites a colleague from the Team section of
// /company-info, the colleague chooses a password from the e-mail's link (maildev), signs in and unlocks a profile
// with the company's credits; the titolare sees who unlocked it, removes the colleague, whose next click lands on
// the sign-in page.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { linkIn, waitForMail } from '../../support/mail';
import { setCredits } from '../../support/search-db';
import { openFirstBuyable } from '../../support/search-page';
import { jwtFor, strapi } from '../../support/strapi';
import { addMember, invite, memberEmail, type TeamMemberView } from '../../support/team';

/** The titolare signed in, in a browser of its own (same project settings), on the Team page. */
async function titolareOnTeamPage(browser: Browser, testInfo: TestInfo, isJs: boolean, email: string) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: isJs,
    locale: 'it-IT',
  });
  const page = await context.newPage();
  await login(page, email);
  await page.goto('/company-info/team');
  return { page, close: () => context.close() };
}

/** The address prefix of this project's own accounts. */
const own = (isJs: boolean) => `e2e-${isJs ? 'js' : 'nojs'}`;

/** A person's line in the Team list. */
const rowOf = (page: Page, text: string) =>
  page.getByTestId('team').getByRole('listitem').filter({ hasText: text });

test('invite, accept, unlock as a member, see who unlocked, remove the member', async ({
  page,
  browser,
  company,
  isJs,
}, testInfo) => {
  await setCredits(company.id, 2);
  const colleague = memberEmail(own(isJs));
  const password = `Team-${testInfo.project.name}-2026`;

  // The titolare, in its own browser.
  const titolareContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: isJs,
    locale: 'it-IT',
  });
  const titolare = await titolareContext.newPage();
  try {
    await login(titolare, company.email);
    await titolare.goto('/company-info');
    await titolare.getByRole('link', { name: 'Gestisci il team' }).click();
    await expect(titolare).toHaveURL(/\/company-info\/team$/);
    await expect(titolare.getByTestId('team')).toContainText(company.email);

    const since = Date.now();
    await titolare.getByLabel('Nome', { exact: true }).fill('Giulia');
    await titolare.getByLabel('Cognome').fill('Verdi');
    await titolare.getByLabel('Email').fill(colleague);
    await titolare.getByRole('button', { name: 'Invia l’invito' }).click();
    await expect(titolare.getByText('Invito inviato: il link vale 7 giorni.')).toBeVisible();
    await expect(titolare.getByTestId('team')).toContainText(colleague);
    await expect(titolare.getByTestId('team')).toContainText('Invito in attesa');

    // The colleague: the e-mail's link opens the reset-password page, greeting a new member.
    const mail = await waitForMail(colleague, { since, link: '/reset-password' });
    expect(mail.subject).toMatch(/^Invito nel team di /);
    const link = linkIn(mail, '/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Entra nel team: scegli la tua password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Conferma password').fill(password);
    await page.getByRole('button', { name: 'Crea la nuova password' }).click();
    await expect(page.getByRole('heading', { name: 'Benvenuto nel team!' })).toBeVisible();

    await login(page, colleague, password);
    await expect(page).toHaveURL(/\/company-home$/);
    await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 2');

    // The member unlocks a profile with the company's credits.
    await page.goto('/company-home?bucket=altri');
    await openFirstBuyable(page);
    const profile = new URL(page.url()).pathname;
    // With JavaScript the URL can change before the profile is drawn over the list (its own 'Acquista Profilo'
    // links): wait for the profile's locked contact data first.
    await expect(page.getByTestId('contact-placeholder')).toHaveCount(3);
    await page.getByRole('link', { name: 'Acquista Profilo' }).click();
    await page
      .getByRole('dialog', { name: 'Acquisto del profilo' })
      .getByRole('button', { name: 'Conferma acquisto' })
      .click();
    await expect(page).toHaveURL(/\/company-unlocked-profiles$/);
    await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 1');

    // The titolare sees who unlocked it, on the profile and in the ledger.
    await titolare.goto(profile);
    await expect(titolare.getByText(/^Sbloccato da Giulia Verdi il \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await titolare.goto('/company-info');
    await expect(titolare.getByTestId('movimenti-crediti')).toContainText('da Giulia Verdi');

    // The titolare removes the colleague.
    await titolare.goto('/company-info/team');
    const row = titolare.getByTestId('team').getByRole('listitem').filter({ hasText: colleague });
    await row.getByRole('link', { name: 'Rimuovi' }).click();
    const confirm = titolare.getByRole('dialog', { name: 'Rimuovere questo membro?' });
    await expect(confirm).toContainText('Giulia Verdi non potrà più accedere');
    await confirm.getByRole('button', { name: 'Rimuovi' }).click();
    await expect(
      titolare.getByText('Membro rimosso: le sue sessioni sono terminate e non può più accedere.'),
    ).toBeVisible();
    await expect(titolare.getByTestId('team')).not.toContainText(colleague);

    // The colleague's next click lands on the sign-in page.
    await page.getByRole('link', { name: 'Preferiti', exact: true }).locator('visible=true').first().click();
    await expect(page).toHaveURL(/\/\?redirectTo=/);
    await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
  } finally {
    await titolareContext.close();
  }
});

test('a member has no Team section, cannot reach it nor save the company data', async ({ page, company }) => {
  const member = await addMember(company.email, 'e2e-team');
  await login(page, member.email);
  await page.goto('/company-info');
  await expect(page.getByRole('link', { name: 'Gestisci il team' })).toHaveCount(0);
  // Company data is the titolare's: the form cannot be saved, and says why.
  await expect(
    page.getByText('I dati aziendali possono essere modificati solo dal titolare dell’account.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salva dati' })).toBeDisabled();
  await page.goto('/company-info/team');
  await expect(page).toHaveURL(/\/company-info$/);
});

test('the titolare resends and withdraws an invitation', async ({ browser, company, isJs }, testInfo) => {
  const colleague = memberEmail(own(isJs));
  expect(
    (await invite(await jwtFor(company.email), { nome: 'Anna', cognome: 'Neri', email: colleague })).status,
  ).toBe(200);
  const titolare = await titolareOnTeamPage(browser, testInfo, isJs, company.email);
  try {
    const { page } = titolare;
    const row = rowOf(page, colleague);
    await expect(row).toContainText('Invito in attesa');

    const since = Date.now();
    await row.getByRole('button', { name: 'Invia di nuovo' }).click();
    await expect(page.getByText('Invito inviato di nuovo: il link precedente non vale più.')).toBeVisible();
    const mail = await waitForMail(colleague, { since, link: '/reset-password' });
    expect(mail.subject).toMatch(/^Invito nel team di /);

    await row.getByRole('link', { name: 'Ritira l’invito' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ritirare l’invito?' });
    await expect(confirm).toContainText(`Il link inviato a ${colleague} non funzionerà più.`);
    await confirm.getByRole('button', { name: 'Ritira l’invito' }).click();
    await expect(page.getByText('Invito ritirato.')).toBeVisible();
    await expect(page.getByTestId('team')).not.toContainText(colleague);
    await expect(page.getByTestId('team')).toContainText(company.email);
  } finally {
    await titolare.close();
  }
});

test('"può acquistare" given and taken: the member has the shop, then no longer', async ({
  page,
  browser,
  company,
  isJs,
}, testInfo) => {
  const member = await addMember(company.email, own(isJs), {
    nome: 'Paolo',
    cognome: 'Neri',
  });
  const upgrade = page.getByRole('link', { name: 'Upgrade', exact: true });
  const refusal = 'Il titolare non ti ha dato il permesso di acquistare';
  /**
   * The member's view of the shop: the menu entry, the other ways in (the Brand Card banner, 'Aggiungi crediti')
   * and the page itself (403 and why, or the offers).
   */
  const expectShop = async (open: boolean) => {
    await expect(async () => {
      await page.goto('/company-home');
      await expect(upgrade).toHaveCount(open ? 1 : 0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Scopri la Brand Card' })).toHaveCount(open ? 1 : 0);
    await page.goto('/company-info');
    await expect(page.getByRole('link', { name: 'Aggiungi crediti' })).toHaveCount(open ? 1 : 0);
    const response = await page.goto('/company-upgrade');
    expect(response?.status()).toBe(open ? 200 : 403);
    if (open) {
      await expect(page.getByRole('button', { name: 'Acquista' }).first()).toBeVisible();
      await expect(page.getByText(refusal)).toHaveCount(0);
    } else {
      await expect(page.getByText(refusal)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Acquista' })).toHaveCount(0);
    }
  };

  await login(page, member.email);
  await expectShop(false);

  const titolare = await titolareOnTeamPage(browser, testInfo, isJs, company.email);
  try {
    const row = rowOf(titolare.page, member.email);
    await expect(row).toContainText('Non può acquistare');
    await row.getByRole('button', { name: 'Consenti gli acquisti' }).click();
    await expect(titolare.page.getByText('Permesso di acquisto aggiornato.')).toBeVisible();
    await expect(row).toContainText('Può acquistare');
    await expectShop(true);

    await row.getByRole('button', { name: 'Revoca gli acquisti' }).click();
    await expect(row).toContainText('Non può acquistare');
    await expectShop(false);
  } finally {
    await titolare.close();
  }
});

test('hand-over of the titolare role: a wrong password changes nothing, the right one swaps the roles', async ({
  page,
  browser,
  company,
  isJs,
}, testInfo) => {
  const member = await addMember(company.email, own(isJs), {
    nome: 'Marta',
    cognome: 'Bruni',
  });
  const titolare = await titolareOnTeamPage(browser, testInfo, isJs, company.email);
  try {
    const { page: owner } = titolare;
    const openDialog = async () => {
      await rowOf(owner, member.email).getByRole('link', { name: 'Cedi il ruolo di titolare' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Cedere il ruolo di titolare?' });
      await expect(dialog).toContainText('Marta Bruni diventerà titolare');
      return dialog;
    };

    let dialog = await openDialog();
    await dialog.getByLabel('La tua password').fill('Sbagliata-2026');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(owner.getByRole('dialog').getByText('La password non è corretta')).toBeVisible();
    // Nothing changed: the titolare is still the titolare, the member still a member.
    await owner.goto('/company-info/team');
    await expect(rowOf(owner, company.email)).toContainText('(Titolare)');
    await expect(rowOf(owner, member.email)).toContainText('(Membro)');

    dialog = await openDialog();
    await dialog.getByLabel('La tua password').fill('Demo1234!');
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    // The former titolare is a member now: back on the company data, told what happened, without the Team link.
    await expect(owner).toHaveURL(/\/company-info$/);
    await expect(owner.getByText('Ora il titolare è un altro membro del team.')).toBeVisible();
    await expect(owner.getByRole('link', { name: 'Gestisci il team' })).toHaveCount(0);
    await owner.goto('/company-info/team');
    await expect(owner).toHaveURL(/\/company-info$/);

    // The new titolare manages the team, where the former one is a member.
    await login(page, member.email);
    await page.goto('/company-info/team');
    await expect(rowOf(page, member.email)).toContainText('(Titolare)');
    await expect(rowOf(page, company.email)).toContainText('(Membro)');
  } finally {
    await titolare.close();
    // Back, so the company is removed through its registered account (removeTestCompany).
    const memberJwt = await jwtFor(member.email);
    const roster = await strapi('/api/team', { jwt: memberJwt });
    const former = (roster.body?.data as TeamMemberView[] | undefined)?.find(
      (m) => m.email === company.email,
    );
    if (former)
      await strapi('/api/team/hand-over', {
        method: 'POST',
        jwt: memberJwt,
        json: { data: { member: former.documentId, password: 'Demo1234!' } },
      });
  }
});
