// Invitations say the truth (issue 39 item 5), with JavaScript on and off: a link that no longer works says why
// (sent again, withdrawn, already used), not "Errore nel reset della password"; re-inviting a member says they are
// in the team; a removed member is listed as such, told why at sign-in, and can be invited again.
import type { Page } from '@playwright/test';
import { login, submitLogin } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { linkIn, listMails, sentTo, waitForMail } from '../../support/mail';
import { jwtFor, strapi } from '../../support/strapi';
import { MEMBER_PASSWORD, addMember, invite, memberEmail, type TeamMemberView } from '../../support/team';

const own = (isJs: boolean) => `e2e-${isJs ? 'js' : 'nojs'}`;

/** Opens an invitation's link and tries to choose a password with it. */
async function useLink(page: Page, link: URL) {
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Password', { exact: true }).fill('Invito-2026!');
  await page.getByLabel('Conferma password').fill('Invito-2026!');
  await page.getByRole('button', { name: 'Crea la nuova password' }).click();
}

test('a link sent again, withdrawn or used says so', async ({ page, company, isJs }) => {
  const titolare = await jwtFor(company.email);
  const email = memberEmail(own(isJs));
  const since = Date.now();
  const { documentId } = (await invite(titolare, { nome: 'Anna', cognome: 'Neri', email })).body
    .data as TeamMemberView;
  const first = linkIn(await waitForMail(email, { since, link: '/reset-password' }), '/reset-password');
  const resent = Date.now();
  await strapi(`/api/team/invitations/${documentId}/resend`, { method: 'POST', jwt: titolare });
  // Mail dates have whole seconds: the newest mail with another link than the first is the resent one.
  let second = first;
  await expect(async () => {
    const links = (await listMails())
      .filter(sentTo(email))
      .filter((mail) => new Date(mail.date).getTime() >= resent - 1000)
      .map((mail) => linkIn(mail, '/reset-password'));
    second = links.find((link) => link.search !== first.search) ?? first;
    expect(second.search).not.toBe(first.search);
  }).toPass({ timeout: 30_000 });

  await useLink(page, first);
  const dead = page.getByRole('dialog', { name: 'Questo invito non è più valido' });
  await expect(dead).toContainText('il titolare ti ha inviato un invito più recente');
  await expect(page.getByText('Errore nel reset della password')).toHaveCount(0);

  await useLink(page, second);
  await expect(page.getByRole('heading', { name: 'Benvenuto nel team!' })).toBeVisible();
  await useLink(page, second);
  await expect(dead).toContainText('Hai già accettato questo invito');

  const other = memberEmail(own(isJs));
  const otherSince = Date.now();
  const pending = (await invite(titolare, { nome: 'Bruno', cognome: 'Gialli', email: other })).body
    .data as TeamMemberView;
  const link = linkIn(
    await waitForMail(other, { since: otherSince, link: '/reset-password' }),
    '/reset-password',
  );
  await strapi(`/api/team/members/${pending.documentId}`, { method: 'DELETE', jwt: titolare });
  await useLink(page, link);
  await expect(dead).toContainText('Questo invito è stato ritirato dall’azienda');
});

test('a member re-invited is in the team already; a removed one is recorded, told at sign-in, invited again', async ({
  page,
  company,
  isJs,
}) => {
  const member = await addMember(company.email, own(isJs), { nome: 'Carla', cognome: 'Blu' });
  await login(page, company.email);
  await page.goto('/company-info/team');
  const inviteForm = async (email: string) => {
    await page.getByLabel('Nome', { exact: true }).fill('Carla');
    await page.getByLabel('Cognome').fill('Blu');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Invia l’invito' }).click();
  };
  await inviteForm(member.email);
  await expect(page.getByText('Questa persona è già nel tuo team')).toBeVisible();

  const row = page.getByTestId('team').getByRole('listitem').filter({ hasText: member.email });
  await row.getByRole('link', { name: 'Rimuovi' }).click();
  await page
    .getByRole('dialog', { name: 'Rimuovere questo membro?' })
    .getByRole('button', { name: 'Rimuovi' })
    .click();
  const removed = page.getByRole('region', { name: 'Rimossi di recente' });
  await expect(removed).toContainText(`Carla Blu (${member.email}), rimosso il`);

  // The removed member, with the right password, is told why.
  const context = await page.context().browser()!.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: isJs,
    locale: 'it-IT',
  });
  try {
    const memberPage = await context.newPage();
    await submitLogin(memberPage, member.email, MEMBER_PASSWORD);
    await expect(memberPage.getByText('Non fai più parte del team di questa azienda')).toBeVisible();
  } finally {
    await context.close();
  }

  await page.goto('/company-info/team');
  await inviteForm(member.email);
  await expect(page.getByText('Invito inviato: il link vale 7 giorni.')).toBeVisible();
  await expect(
    page.getByTestId('team').getByRole('listitem').filter({ hasText: member.email }),
  ).toContainText('Invito in attesa');
});
