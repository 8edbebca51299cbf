// Issue 42: the Remix side of the candidate's e-mails over HTTP. The off-link page /avvisi-off/:token: opening it
// (GET, HEAD: mail scanners do) changes nothing; the one-click unsubscribe of RFC 8058 (`List-Unsubscribe=One-Click`,
// no cookie, no CSRF token, as mail providers send it) turns the alert off, twice is fine; a missing, malformed,
// oversized or tampered token is a 4xx with the Italian message, never a 500. The one action of the choices,
// /avvisi: saves what a candidate's form posts, refuses a crafted post with a 400 and leads back only to its pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { expectMails, mailsSoFar, sentTo, type Mail } from '../../support/mail';
import { companyWorkingIn, publishJobPost } from '../../support/job-post';
import { REMIX, cookieHeader, formFields, load, remixSignIn, store, type Jar } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';
import { tamperedToken } from '../../support/tamper';

const accounts = ownAccounts('avvisi-off');
afterAll(() => accounts.removeAll());

const INVALID = 'Il link per disattivare le e-mail non è valido';
const ONE_CLICK = { 'Content-Type': 'application/x-www-form-urlencoded' };

let candidate: { email: string; jwt: string; jar: Jar };
let offPath: string;

const settings = async () =>
  (await strapi('/api/hr-users/me/avvisi', { jwt: candidate.jwt })).body.data as {
    annunci: boolean;
    km: number;
    settimanale: boolean;
  };
const oneClick = (path: string, body = 'List-Unsubscribe=One-Click') =>
  fetch(`${REMIX}${path}`, { method: 'POST', headers: ONE_CLICK, body, redirect: 'manual' });

beforeAll(async () => {
  const made = await accounts.candidate();
  candidate = { email: made.email, jwt: await jwtFor(made.email), jar: await remixSignIn(made.email) };
  const on = await strapi('/api/hr-users/me/avvisi', {
    method: 'PUT',
    jwt: candidate.jwt,
    json: { data: { annunci: true } },
  });
  expect(on.status).toBe(200);
  await new Promise((r) => setTimeout(r, 1100));
  const company = await companyWorkingIn(accounts, 'Milano', 'MI');
  expect(
    (await publishJobPost(company, { posizione: 'Saldatore TIG avvisi-off', residenza: 'MI' })).status,
  ).toBe(201);
  const since = await mailsSoFar();
  const run = await strapi('/api/test-hooks/job-alerts', {
    method: 'POST',
    json: { now: new Date().toISOString() },
  });
  expect(run.status).toBe(200);
  const [mail] = await expectMails(since, sentTo(candidate.email), 1);
  const header = ((mail as Mail & { headers?: Record<string, string> }).headers ?? {})['list-unsubscribe'];
  expect(header).toMatch(/^<https?:\/\/[^>]+\/avvisi-off\/[^>]+>$/);
  offPath = new URL(header.slice(1, -1)).pathname;
}, 180_000);

describe('the off-link page', () => {
  it('changes nothing when opened (GET and HEAD) and asks with a button', async () => {
    const page = await fetch(`${REMIX}${offPath}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain('Non riceverai più l’avviso dei nuovi annunci di lavoro.');
    expect(html).toContain('Disattiva l’avviso dei nuovi annunci');
    expect((await fetch(`${REMIX}${offPath}`, { method: 'HEAD' })).status).toBe(200);
    expect(await settings()).toMatchObject({ annunci: true });
  });

  it('refuses a missing, malformed or tampered token with the Italian message, never a 500', async () => {
    for (const path of ['/avvisi-off/', '/avvisi-off']) {
      const missing = await fetch(`${REMIX}${path}`);
      expect(missing.status, path).toBe(404);
    }
    const tampered = tamperedToken(offPath);
    const settimanale = offPath.replace('.annunci.', '.settimanale.');
    for (const path of [
      '/avvisi-off/x',
      `/avvisi-off/${'a'.repeat(3000)}`,
      '/avvisi-off/abc.db.' + 'A'.repeat(43),
      `/avvisi-off/${encodeURIComponent('<script>')}`,
    ]) {
      const opened = await fetch(`${REMIX}${path}`);
      expect(opened.status, path).toBe(400);
      expect(await opened.text()).toContain(INVALID);
      const posted = await oneClick(path);
      expect(posted.status, path).toBe(400);
      expect(await posted.text()).toContain(INVALID);
    }
    // Of the right shape: the page asks (its signature is Strapi's to check), the post is refused.
    for (const path of [tampered, settimanale]) {
      expect((await fetch(`${REMIX}${path}`)).status, path).toBe(200);
      const posted = await oneClick(path);
      expect(posted.status, path).toBe(400);
      expect(await posted.text()).toContain(INVALID);
    }
    // A body far larger than the one-click form: refused before it is read.
    expect((await oneClick(offPath, `List-Unsubscribe=One-Click&x=${'a'.repeat(100_000)}`)).status).toBe(413);
    expect(await settings()).toMatchObject({ annunci: true, settimanale: true });
  });

  it('turns the alert off on a mail provider’s one-click post (no cookie, no CSRF token), twice alike', async () => {
    const first = await oneClick(offPath);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Avvisi disattivati');
    expect(await settings()).toMatchObject({ annunci: false, settimanale: true });
    const again = await oneClick(offPath);
    expect(again.status).toBe(200);
  });
});

describe('the action of the e-mail choices', () => {
  const post = async (fields: Record<string, string>, withToken = true) => {
    const hidden = withToken ? await formFields(candidate.jar, '/impostazioni') : {};
    const response = await fetch(`${REMIX}/avvisi`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookieHeader(candidate.jar), ...ONE_CLICK },
      body: new URLSearchParams({ ...hidden, ...fields }),
    });
    // The notice travels in the session cookie, as a browser keeps it.
    store(candidate.jar, response);
    return response;
  };

  it('saves the job alert with the board radius and leads back to the board with the notice', async () => {
    const saved = await post({ intent: 'annunci-on', distanza: '30', da: '/bacheca-annunci' });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/bacheca-annunci');
    expect(await settings()).toMatchObject({ annunci: true, km: 30 });
    const board = await load(candidate.jar, '/bacheca-annunci');
    expect(board.status).toBe(200);
    expect(board.html).toContain('Avviso dei nuovi annunci attivato.');
  });

  it('saves the settings’ toggles: unticked is off', async () => {
    const saved = await post({ intent: 'salva', settimanale: 'on', distanza: '10', da: '/impostazioni' });
    expect(saved.headers.get('location')).toBe('/impostazioni');
    expect(await settings()).toMatchObject({ annunci: false, km: 10, settimanale: true });
  });

  it('refuses crafted posts with a 4xx and never leads elsewhere', async () => {
    const crafted: Record<string, string>[] = [
      { intent: 'annunci-on', distanza: '25' },
      { intent: 'tutto' },
      {},
      { intent: 'salva', annunci: 'si' },
    ];
    for (const fields of crafted) {
      const refused = await post(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await refused.text()).toBe('Preferenze e-mail non valide.');
    }
    expect((await post({ intent: 'annunci-off' }, false)).status).toBe(403);
    const elsewhere = await post({ intent: 'annunci-off', da: 'https://evil.example/' });
    expect(elsewhere.headers.get('location')).toBe('/impostazioni');
    expect(await settings()).toMatchObject({ annunci: false, km: 10, settimanale: true });
  });
});
