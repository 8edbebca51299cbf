// The candidate's job alert and e-mail off-link (issue 42), with JavaScript on and off: a candidate of the test's
// own turns "Avvisami dei nuovi annunci" on from the job board (with the board's radius) and turns it and the weekly
// summary off from /impostazioni; the off-link of a real job-alert e-mail (caught by the SMTP catcher) asks first
// and changes nothing on opening, then turns the alert off without logging in; a broken or tampered link says so in
// Italian with a 400.
import type { Page } from '@playwright/test';
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { postStatus } from '../../support/forms';
import { companyWorkingIn, publishJobPost } from '../../support/job-post';
import { waitForMail } from '../../support/mail';
import { jwtFor, strapi } from '../../support/strapi';
import { letterTag } from '../../support/tag';

type Settings = { annunci: boolean; km: number; consenso_il: string | null; settimanale: boolean };

const settingsOf = async (email: string) =>
  (await strapi('/api/hr-users/me/avvisi', { jwt: await jwtFor(email) })).body.data as Settings;

const box = (page: Page) => page.getByRole('region', { name: 'Avvisi dei nuovi annunci' });

/** The notice of a post (a button's pending spinner is a status too while JavaScript posts). */
const notice = (page: Page, region: string, text: string) =>
  page.getByRole('region', { name: region, exact: true }).getByRole('status').filter({ hasText: text });

/**
 * Clicks a save button of /impostazioni and waits until the page is drawn again after the redirect (the GET that
 * consumes the notice), so that the next navigation does not take the notice away from it.
 */
async function saveSettings(page: Page) {
  const reloaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      ['/impostazioni', '/impostazioni.data'].includes(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'Salva le preferenze e-mail' }).click();
  await reloaded;
  await expect(notice(page, 'E-mail', 'Preferenze e-mail salvate.')).toBeVisible();
}

test('a candidate turns the job alert on from the board and the e-mails off from the settings', async ({
  page,
  candidate,
}) => {
  expect(await settingsOf(candidate.email)).toMatchObject({ annunci: false, consenso_il: null });
  await login(page, candidate.email);
  await page.goto('/bacheca-annunci?distanza=50');
  const alert = box(page);
  await expect(alert.getByTestId('avviso-stato')).toContainText('L’avviso dei nuovi annunci non è attivo.');
  // The board's radius is offered first; the candidate picks another of the board's list.
  const radius = alert.getByLabel('Distanza degli annunci dell’avviso');
  await expect(radius).toHaveValue('50');
  await radius.selectOption({ label: 'Entro 30 km da casa' });
  await alert.getByRole('button', { name: 'Avvisami dei nuovi annunci' }).click();
  await expect(page).toHaveURL(/\/bacheca-annunci$/);
  await expect(notice(page, 'Avvisi dei nuovi annunci', 'Avviso dei nuovi annunci attivato.')).toBeVisible();
  await expect(box(page).getByTestId('avviso-stato')).toContainText(
    'L’avviso dei nuovi annunci è attivo: annunci entro 30 km da casa.',
  );
  const on = await settingsOf(candidate.email);
  expect(on).toMatchObject({ annunci: true, km: 30, settimanale: true });
  expect(Math.abs(Date.parse(on.consenso_il ?? '') - Date.now())).toBeLessThan(120_000);
  // The notice belongs to that one post.
  await page.reload();
  await expect(box(page).getByText('Avviso dei nuovi annunci attivato.')).toHaveCount(0);

  await page.goto('/impostazioni');
  const mails = page.getByRole('region', { name: 'E-mail', exact: true });
  const annunci = mails.getByRole('checkbox', { name: 'Avvisami dei nuovi annunci' });
  const weekly = mails.getByRole('checkbox', { name: 'Il tuo profilo questa settimana' });
  await expect(annunci).toBeChecked();
  await expect(weekly).toBeChecked();
  await expect(mails.getByLabel('Distanza degli annunci dell’avviso')).toHaveValue('30');
  await annunci.uncheck();
  await weekly.uncheck();
  await saveSettings(page);
  await expect(annunci).not.toBeChecked();
  await expect(weekly).not.toBeChecked();
  expect(await settingsOf(candidate.email)).toMatchObject({ annunci: false, settimanale: false });

  // Turned on again from the settings, then off from the board's button.
  await annunci.check();
  await saveSettings(page);
  await expect(annunci).toBeChecked();
  expect(await settingsOf(candidate.email)).toMatchObject({ annunci: true, settimanale: false });
  await page.goto('/bacheca-annunci');
  await box(page).getByRole('button', { name: 'Disattiva l’avviso' }).click();
  await expect(
    notice(page, 'Avvisi dei nuovi annunci', 'Avviso dei nuovi annunci disattivato.'),
  ).toBeVisible();
  expect(await settingsOf(candidate.email)).toMatchObject({ annunci: false, consenso_il: null });

  // The wizard's last step offers it too, to a signed-in candidate editing the profile.
  await page.goto('/altre-informazioni');
  await box(page).getByRole('button', { name: 'Avvisami dei nuovi annunci' }).click();
  await expect(page).toHaveURL(/\/altre-informazioni$/);
  await expect(box(page).getByTestId('avviso-stato')).toContainText(
    'L’avviso dei nuovi annunci è attivo: annunci a qualsiasi distanza.',
  );
  expect(await settingsOf(candidate.email)).toMatchObject({ annunci: true, km: 0 });
});

test('the off-link of a job-alert e-mail asks first, then turns the alert off without logging in', async ({
  page,
  accounts,
  candidate,
  isJs,
}) => {
  test.setTimeout(120_000);
  const jwt = await jwtFor(candidate.email);
  const saved = await strapi('/api/hr-users/me/avvisi', {
    method: 'PUT',
    jwt,
    json: { data: { annunci: true } },
  });
  expect(saved.status).toBe(200);
  // A post matching the candidate's mansione (Saldatore TIG), published after the consent.
  await new Promise((r) => setTimeout(r, 1100));
  const company = await companyWorkingIn(accounts, 'Milano', 'MI');
  const tag = letterTag(isJs ? 'js' : 'nojs');
  expect((await publishJobPost(company, { posizione: `Saldatore TIG ${tag}`, residenza: 'MI' })).status).toBe(
    201,
  );
  // The other project's run may have claimed this candidate's day before the post existed: start the day afresh.
  await sql(
    `UPDATE avvisi_candidato SET annunci_giorno_inviato = NULL, annunci_inviati_fino_al = annunci_consenso_il
     WHERE chiave = ?`,
    [`hr-user-${candidate.id}`],
  );
  const since = Date.now();
  const run = await strapi('/api/test-hooks/job-alerts', {
    method: 'POST',
    json: { now: new Date().toISOString() },
  });
  expect(run.status).toBe(200);
  const mail = await waitForMail(candidate.email, {
    since,
    subject: /nuov[oi] annunci[o]? di lavoro per te$/,
  });
  expect(mail.html).toContain(tag);
  const link = /https?:\/\/[^\s"<>]+\/avvisi-off\/[A-Za-z0-9._-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link ?? '').pathname;

  // Opening it (as a mail scanner would) changes nothing.
  const opened = await page.goto(path);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Disattiva le e-mail' })).toBeVisible();
  await expect(page.getByText('Non riceverai più l’avviso dei nuovi annunci di lavoro.')).toBeVisible();
  expect(await settingsOf(candidate.email)).toMatchObject({ annunci: true });

  const status = await postStatus(
    page,
    path,
    page.getByRole('button', { name: 'Disattiva l’avviso dei nuovi annunci' }),
  );
  expect(status).toBe(200);
  await expect(page.getByRole('heading', { name: 'Avvisi disattivati' })).toBeVisible();
  // The page's own status line (the global pending indicator is a status too while JavaScript navigates).
  await expect(
    page.getByRole('status').filter({ hasText: 'L’avviso dei nuovi annunci è stato disattivato' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vai alle Impostazioni' })).toHaveAttribute(
    'href',
    '/impostazioni',
  );
  expect(await settingsOf(candidate.email)).toMatchObject({ annunci: false, consenso_il: null });

  // A tampered signature of the right shape: the page asks, Strapi refuses, the answer is a 400 in Italian.
  const tampered = `${path.slice(0, -2)}${path.endsWith('AA') ? 'BB' : 'AA'}`;
  await page.goto(tampered);
  const refused = await postStatus(
    page,
    tampered,
    page.getByRole('button', { name: 'Disattiva l’avviso dei nuovi annunci' }),
  );
  expect(refused).toBe(400);
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Il link per disattivare le e-mail non è valido');
});

test('a broken off-link says so in Italian with a 400', async ({ page }) => {
  const answer = await page.goto('/avvisi-off/non-un-token');
  expect(answer?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Il link per disattivare le e-mail non è valido');
  await expect(page.getByRole('link', { name: 'Vai alle Impostazioni' })).toBeVisible();
});
