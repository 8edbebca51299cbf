// Issue 42 items 2 and 3: what companies did with a candidate's profile. Two companies of the test's own open the
// profile, the first saves it among its favourites and unlocks it, and the candidate answers 'Mi interessa' to a
// post: the candidate's /api/hr-users/me/attivita shows those numbers in the current week (company names only for
// the unlock), and the weekly e-mail says "2 aziende hanno visto il tuo profilo questa settimana", once whatever the
// number of runs, never to a candidate with nothing in the week nor to one who turned it off with its one-click link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate, type TestCompany } from '../../support/accounts';
import { sql } from '../../support/db';
import { expectMails, mailsSoFar, sentTo, type Mail } from '../../support/mail';
import { companyWorkingIn, publishJobPost } from '../../support/job-post';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('profile-week');
afterAll(() => accounts.removeAll());

type Week = { dal: string; visite: number; preferiti: number; sblocchi: number; interessi: number };
type Activity = {
  settimane: Week[];
  sblocchi: Array<{ azienda: string; il: string }>;
  forza: { percentuale: number; mancanti: Array<{ chiave: string; passo: string }> };
};

let candidate: TestCandidate & { jwt: string };
let quiet: TestCandidate;
let first: TestCompany & { jwt: string; nome: string };
let second: TestCompany & { jwt: string; nome: string };
let offUrl: URL;

const run = (now = new Date()) =>
  strapi('/api/test-hooks/profile-weeks', { method: 'POST', json: { now: now.toISOString() } });
const activity = async (jwt: string) => {
  const response = await strapi('/api/hr-users/me/attivita', { jwt });
  expect(response.status).toBe(200);
  return response.body.data as Activity;
};
const nomeOf = async (id: number) =>
  (await sql<{ nome: string }>('SELECT nome FROM hr_companies WHERE id = ?', [id]))[0].nome;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

beforeAll(async () => {
  const own = await accounts.candidate({ provincia: 'BG', citta: 'Bergamo' });
  candidate = { ...own, jwt: await jwtFor(own.email) };
  quiet = await accounts.candidate();
  for (const slot of ['first', 'second'] as const) {
    const company = await accounts.company();
    const value = { ...company, jwt: await jwtFor(company.email), nome: await nomeOf(company.id) };
    if (slot === 'first') first = value;
    else second = value;
  }
}, 120_000);

describe("the candidate's profile activity", () => {
  it('starts at zero: eight weeks, the last one this week', async () => {
    const { settimane, sblocchi, forza } = await activity(candidate.jwt);
    expect(settimane).toHaveLength(8);
    // The test candidate has no picture: listed, with where to add one.
    expect(forza.mancanti).toEqual([
      { chiave: 'picture', etichetta: 'Aggiungi una foto', passo: '/profilo' },
    ]);
    expect(forza.percentuale).toBeGreaterThan(0);
    expect(forza.percentuale).toBeLessThan(100);
    expect(settimane.every((w) => w.visite + w.preferiti + w.sblocchi + w.interessi === 0)).toBe(true);
    expect(sblocchi).toEqual([]);
    const monday = settimane[7].dal;
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
    const days = (Date.parse(`${today()}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / 86_400_000;
    expect(days >= 0 && days < 7).toBe(true);
  });

  it('counts what companies did and names only the company that unlocked', async () => {
    for (const company of [first, second, first]) {
      const opened = await strapi(`/api/human-resources/${candidate.id}`, { jwt: company.jwt });
      expect(opened.status).toBe(200);
    }
    const fav = await strapi(`/api/human-resources/${candidate.id}/favourites?favourite=true`, {
      jwt: first.jwt,
    });
    expect(fav.status).toBe(200);
    await setCredits(first.id, 1);
    const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
      method: 'POST',
      jwt: first.jwt,
    });
    expect(unlocked.status).toBe(200);
    const post = await publishJobPost(await companyWorkingIn(accounts, 'Seriate', 'BG'), { residenza: 'BG' });
    const postId = (post.body.data as { documentId: string }).documentId;
    for (let i = 0; i < 2; i += 1) {
      const interest = await strapi(`/api/user/annuncis/${postId}/interesse`, {
        method: 'POST',
        jwt: candidate.jwt,
        json: {},
      });
      expect(interest.status).toBe(200);
    }

    const { settimane, sblocchi } = await activity(candidate.jwt);
    expect(settimane[7]).toMatchObject({ visite: 2, preferiti: 1, sblocchi: 1, interessi: 1 });
    expect(settimane.slice(0, 7).every((w) => w.visite + w.preferiti + w.sblocchi + w.interessi === 0)).toBe(
      true,
    );
    expect(sblocchi).toEqual([{ azienda: first.nome, il: today() }]);
    const raw = JSON.stringify(await activity(candidate.jwt));
    expect(raw).not.toContain(second.nome);
    // Another candidate sees nothing of it.
    const other = await activity(await jwtFor(quiet.email));
    expect(other.settimane[7]).toMatchObject({ visite: 0, preferiti: 0, sblocchi: 0 });
  });

  it('mails the week once, with the numbers, never to a candidate with nothing', async () => {
    const since = await mailsSoFar();
    const [a, b] = await Promise.all([run(), run()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [mail] = await expectMails(since, sentTo(candidate.email), 1);
    expect(mail.subject).toBe('2 aziende hanno visto il tuo profilo questa settimana');
    const body = (mail.html ?? '').replace(/<!-- -->/g, '');
    expect(body).toContain('Visite al profilo: 2 aziende');
    expect(body).toContain('Aggiunto ai preferiti da: 1 azienda');
    expect(body).toContain('Contatti sbloccati da: 1 azienda');
    expect(body).toContain(first.nome);
    expect(body).not.toContain(second.nome);
    expect(body).toContain('/profilo');
    const headers = (mail as Mail & { headers?: Record<string, string> }).headers ?? {};
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    offUrl = new URL(headers['list-unsubscribe'].slice(1, -1));
    expect(offUrl.pathname).toMatch(/^\/avvisi-off\/[a-z0-9]+\.settimanale\.[A-Za-z0-9_-]{43}$/);
    await expectMails(since, sentTo(quiet.email), 0);
    const again = await mailsSoFar();
    expect((await run()).status).toBe(200);
    await expectMails(again, sentTo(candidate.email), 0);
  });

  it('the one-click link turns it off: the week claimed again sends nothing', async () => {
    const token = offUrl.pathname.split('/').pop()!;
    const off = await strapi('/api/avvisi/off', { method: 'POST', json: { token } });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ avviso: 'settimanale', off: true });
    const settings = await strapi('/api/hr-users/me/avvisi', { jwt: candidate.jwt });
    expect(settings.body.data).toMatchObject({ settimanale: false, annunci: false });
    // Give the week's claim back, as a failed send would: still nothing, since the e-mail is off.
    const monday = (await activity(candidate.jwt)).settimane[7].dal;
    const released = await strapi('/api/test-hooks/job-run', {
      method: 'POST',
      json: { key: `profile-week:${monday}:${candidate.id}`, release: true },
    });
    expect(released.status).toBe(200);
    const since = await mailsSoFar();
    expect((await run()).status).toBe(200);
    await expectMails(since, sentTo(candidate.email), 0);
  });
});
