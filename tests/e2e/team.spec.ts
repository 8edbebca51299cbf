// Company teams (issue 27), with JavaScript on and off: the titolare invites a colleague from the Team section of
// /company-info, the colleague chooses a password from the e-mail's link (maildev), signs in and unlocks a profile
// with the company's credits; the titolare sees who unlocked it, removes the colleague, whose next click lands on
// the sign-in page.
import { login } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';
import { setCredits } from '../support/search-db';
import { addMember, memberEmail } from '../support/team';

test('invite, accept, unlock as a member, see who unlocked, remove the member', async ({
  page,
  browser,
  company,
  isJs,
}, testInfo) => {
  await setCredits(company.id, 2);
  const colleague = memberEmail(`e2e-${isJs ? 'js' : 'nojs'}`);
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
    const card = page
      .getByTestId('candidate-card')
      .filter({ has: page.getByRole('link', { name: 'Acquista Profilo' }) })
      .first();
    await expect(async () => {
      await card.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/resource-profile\/\d+$/, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    const profile = new URL(page.url()).pathname;
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
