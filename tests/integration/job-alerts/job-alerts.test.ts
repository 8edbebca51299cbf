// Issue 42 item 1: the candidates' job alert against the real test Strapi and SMTP catcher. A candidate living in
// Bergamo (aree: Saldatura, mansioni: Saldatore TIG) turns the alert on with "Entro 30 km da casa" and blacklists one
// company. Posts of companies at known comuni (Seriate 4 km, Monza 33 km): the daily run mails exactly the matching
// posts published since the consent (by mansione or by area), never one out of the radius, of the blacklisted
// company, hidden, or published before the consent; two runs (and two at once) send one e-mail; the next day only
// the new posts, at most 10 with the board's link for the rest; nothing on a day without matches; the one-click
// off-link turns it off. A candidate who never turned it on gets nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { expectMails, mailsSoFar, sentTo, type Mail } from '../../support/mail';
import { companyWorkingIn, publishJobPost } from '../../support/job-post';
import { jwtFor, strapi } from '../../support/strapi';
import { tamperedToken } from '../../support/tamper';
import { letterTag } from '../../support/tag';

const accounts = ownAccounts('job-alert');
afterAll(() => accounts.removeAll());

const DAY = 86_400_000;
// Unique to this file's run, so that posts other files publish meanwhile are told apart.
const TAG = letterTag();
const SUBJECT = /nuov[oi] annunc[io] di lavoro per te$/;

let seriate: string;
let monza: string;
let hated: string;
let fan: { email: string; jwt: string };
let bystander: { email: string };

const run = (now: Date) =>
  strapi('/api/test-hooks/job-alerts', { method: 'POST', json: { now: now.toISOString() } });

const publish = async (jwt: string, name: string, posizione: string) => {
  const created = await publishJobPost(jwt, { posizione: `${posizione} ${TAG}-${name}`, residenza: 'BG' });
  expect(created.status).toBe(201);
  return (created.body.data as { documentId: string }).documentId;
};
const publishIn = async (jwt: string, residenza: string, name: string, posizione: string) => {
  const created = await publishJobPost(jwt, { posizione: `${posizione} ${TAG}-${name}`, residenza });
  expect(created.status).toBe(201);
  return (created.body.data as { documentId: string }).documentId;
};

/** This file's posts named in a mail (by the tag), in the mail's order. */
const namesIn = (mail: Mail) =>
  [...(mail.html ?? '').matchAll(new RegExp(`${TAG}-([a-z0-9]+)`, 'g'))].map((m) => m[1]);

const settings = (jwt: string, data?: Record<string, unknown>) =>
  strapi('/api/hr-users/me/avvisi', data ? { method: 'PUT', jwt, json: { data } } : { jwt });

let consentAt: number;
let offUrl: URL;

beforeAll(async () => {
  seriate = await companyWorkingIn(accounts, 'Seriate', 'BG');
  monza = await companyWorkingIn(accounts, 'Monza', 'MB');
  hated = await companyWorkingIn(accounts, 'Seriate', 'BG');
  const candidate = await accounts.candidate({ provincia: 'BG', citta: 'Bergamo' });
  fan = { email: candidate.email, jwt: await jwtFor(candidate.email) };
  bystander = await accounts.candidate({ provincia: 'BG', citta: 'Bergamo' });
  // Published before the consent: never in an e-mail.
  await publish(seriate, 'before', 'Saldatore TIG');
  await new Promise((r) => setTimeout(r, 1100));
}, 180_000);

describe('the job alert', () => {
  it('is off until the candidate turns it on, and records the consent', async () => {
    const initial = await settings(fan.jwt);
    expect(initial.status).toBe(200);
    expect(initial.body.data).toEqual({
      annunci: false,
      km: 0,
      consenso_il: null,
      settimanale: true,
      casa: 'Bergamo',
    });
    const on = await settings(fan.jwt, { annunci: true, km: 30 });
    expect(on.status).toBe(200);
    const saved = on.body.data as { annunci: boolean; km: number; consenso_il: string };
    expect(saved.annunci).toBe(true);
    expect(saved.km).toBe(30);
    consentAt = Date.parse(saved.consenso_il);
    expect(Math.abs(consentAt - Date.now())).toBeLessThan(60_000);
    const [row] = await sql<{ annunci_consenso_il: unknown }>(
      `SELECT a.annunci_consenso_il FROM avvisi_candidato a JOIN avvisi_candidato_hr_user_lnk l
       ON l.avviso_candidato_id = a.id JOIN hr_users u ON u.id = l.hr_user_id WHERE lower(u.email) = lower(?)`,
      [fan.email],
    );
    expect(row.annunci_consenso_il).not.toBeNull();
  });

  it('refuses malformed settings with an Italian 400, and a company altogether', async () => {
    for (const data of [{ km: 25 }, { annunci: 'si' }, { altro: true }, { km: '30' }]) {
      const refused = await settings(fan.jwt, data);
      expect(refused.status, JSON.stringify(data)).toBe(400);
      expect((refused.body.error as { message: string }).message).toBe(
        'Impostazioni degli avvisi non valide.',
      );
    }
    const bare = await strapi('/api/hr-users/me/avvisi', { method: 'PUT', jwt: fan.jwt, json: [] });
    expect(bare.status).toBe(400);
    expect((await settings(seriate)).status).toBe(403);
    expect((await strapi('/api/hr-users/me/avvisi')).status).toBe(403);
  });

  it('mails exactly the matching posts within the radius, once', async () => {
    // The fan blacklists the third company (its P. IVA, read from its post).
    const hatedPost = await publish(hated, 'hated', 'Saldatore TIG');
    const [{ piva }] = await sql<{ piva: string }>(
      `SELECT c.piva FROM hr_companies c JOIN annuncis_hr_company_lnk l ON l.hr_company_id = c.id
       JOIN annuncis a ON a.id = l.annunci_id WHERE a.document_id = ?`,
      [hatedPost],
    );
    await sql('UPDATE hr_users SET blacklisted_pivas = ? WHERE lower(email) = lower(?)', [
      JSON.stringify([{ piva }]),
      fan.email,
    ]);
    await publish(seriate, 'mansione', 'Saldatore TIG');
    const byArea = await publish(seriate, 'area', 'Carpentiere');
    await publish(seriate, 'other', 'Magazziniere');
    await publishIn(monza, 'MB', 'far', 'Saldatore TIG');
    const hidden = await publish(seriate, 'hidden', 'Saldatore TIG');
    expect(
      (
        await strapi(`/api/annuncis/${hidden}`, {
          method: 'PUT',
          jwt: seriate,
          json: { data: { visibile: false } },
        })
      ).status,
    ).toBe(200);
    // The area's post: its settori include Saldatura (companies' posts get their settori from the back office).
    await sql(
      `INSERT INTO annuncis_settori_lnk (annunci_id, aree_di_competenza_id)
       SELECT a.id, s.id FROM annuncis a, aree_di_competenzas s WHERE a.document_id = ? AND s.value = 'Saldatura'`,
      [byArea],
    );

    const since = await mailsSoFar();
    const now = new Date();
    const [first, second] = await Promise.all([run(now), run(now)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [mail] = await expectMails(since, (m) => sentTo(fan.email)(m) && SUBJECT.test(m.subject), 1);
    expect(mail.subject).toBe('2 nuovi annunci di lavoro per te');
    expect(namesIn(mail).sort()).toEqual(['area', 'mansione']);
    expect(mail.html).toContain('a 4 km da casa');
    expect(mail.html).toContain('/bacheca-annunci?distanza=30');
    const headers = (mail as Mail & { headers?: Record<string, string> }).headers ?? {};
    expect(headers['list-unsubscribe']).toMatch(/\/avvisi-off\/[a-z0-9]+\.annunci\.[A-Za-z0-9_-]{43}>$/);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    offUrl = new URL(headers['list-unsubscribe'].slice(1, -1));
    // The candidate who never turned it on: nothing.
    await expectMails(since, sentTo(bystander.email), 0);

    // The same day again: nothing.
    const again = await mailsSoFar();
    expect((await run(new Date(now.getTime() + 60_000))).status).toBe(200);
    await expectMails(again, sentTo(fan.email), 0);
  });

  it('the next day lists only the new posts, at most 10 with the board for the rest; a day without matches sends nothing', async () => {
    for (let i = 0; i < 11; i += 1) await publish(seriate, `n${i}`, 'Saldatore TIG');
    const since = await mailsSoFar();
    expect((await run(new Date(Date.now() + DAY))).status).toBe(200);
    const [mail] = await expectMails(since, (m) => sentTo(fan.email)(m) && SUBJECT.test(m.subject), 1);
    expect(mail.subject).toBe('Più di 10 nuovi annunci di lavoro per te');
    const names = namesIn(mail);
    expect(names).toHaveLength(10);
    expect(names).toEqual(['n10', 'n9', 'n8', 'n7', 'n6', 'n5', 'n4', 'n3', 'n2', 'n1']);
    expect(mail.html).toContain('li trovi tutti nella bacheca annunci');

    const quiet = await mailsSoFar();
    expect((await run(new Date(Date.now() + 2 * DAY))).status).toBe(200);
    await expectMails(quiet, sentTo(fan.email), 0);
  });

  it('the one-click off-link turns it off without logging in; a tampered one is a 400', async () => {
    const token = offUrl.pathname.split('/').pop()!;
    // Someone else's token, or this one for the other e-mail, never verifies.
    const other = token.replace('.annunci.', '.settimanale.');
    for (const wrong of [other, tamperedToken(token), 'x', 42]) {
      const refused = await strapi('/api/avvisi/off', { method: 'POST', json: { token: wrong } });
      expect(refused.status, String(wrong)).toBe(400);
    }
    expect((await settings(fan.jwt)).body.data).toMatchObject({ annunci: true, settimanale: true });
    const off = await strapi('/api/avvisi/off', { method: 'POST', json: { token } });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ avviso: 'annunci', off: true });
    expect((await settings(fan.jwt)).body.data).toMatchObject({
      annunci: false,
      consenso_il: null,
      settimanale: true,
    });
    // Twice is fine: it stays off.
    expect((await strapi('/api/avvisi/off', { method: 'POST', json: { token } })).status).toBe(200);
    const tampered = await strapi('/api/avvisi/off', {
      method: 'POST',
      json: { token: 'abc.annunci.' + 'x'.repeat(43) },
    });
    expect(tampered.status).toBe(400);
    expect((tampered.body.error as { message: string }).message).toBe(
      'Il link per disattivare l’avviso non è valido.',
    );
  });
});
