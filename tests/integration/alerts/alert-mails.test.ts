// The alert e-mails (issue 11) against the real test Strapi, Remix and SMTP catcher: the Alert Database digest lists
// a new matching candidate once, without contact data nor surname, never a candidate who blacklisted the company, and
// two runs at the same moment send one e-mail; the Alert New Profile notice reaches a subscriber, not a
// non-subscriber; the one-click off-link (GET and the RFC 8058 POST) turns the alert off without logging in, and a
// tampered one is a 400 with an Italian message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_FILTERS, serializeAlertFilters } from '#catalog/index.ts';
import { ownAccounts } from '../../support/accounts';
import { validPayload } from '../../support/candidate-payload';
import { createTestCompany } from '../../support/company';
import { sql } from '../../support/db';
import { expectMails, listMails, mailsSoFar, sentTo, type Mail } from '../../support/mail';
import { REMIX } from '../../support/remix';
import { addSubscription } from '../../support/search-db';
import { strapi } from '../../support/strapi';
import { tamperedToken } from '../../support/tamper';

type Company = { id: number; email: string; piva: string };
type Candidate = { id: number; email: string; telefono: string };

// A rare area and a small province, so that only this file's candidates match in a shared test database.
const AREA = 'Trattamenti galvanici';
const filtri = serializeAlertFilters({
  ...DEFAULT_ALERT_FILTERS,
  aree_di_competenza: [AREA],
  luogoLavoro: 'AO',
  categoriaProtetta: 'all',
});

let a: Company; // Alert Database
let subscriber: Company; // Alert New Profile, live subscription
let other: Company; // Alert New Profile set, no subscription
let fan: Candidate;
let hater: Candidate;

// Everything this file registers is removed after it (scripts/lib/leftovers.mjs fails a stage that leaves accounts).
const accounts = ownAccounts('alert');
afterAll(() => accounts.removeAll());

const companyOf = async (email: string): Promise<Company> => {
  accounts.adopt(email);
  const [row] = await sql<{ id: number; piva: string }>('SELECT id, piva FROM hr_companies WHERE email = ?', [
    email,
  ]);
  return { id: row.id, piva: row.piva, email };
};

const suffix = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function register(prefix: string, blacklisted: string[] = []): Promise<Candidate> {
  const email = `${prefix}-${suffix()}@esempio.it`;
  accounts.adopt(email);
  const telefono = `34${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const created = await strapi('/api/create-profile', {
    method: 'POST',
    json: {
      data: {
        ...validPayload(),
        email,
        telefono,
        nome: 'Giulia',
        cognome: 'Galvanotti',
        indirizzo: 'Via dei Bagni Galvanici 7',
        provincia: 'AO',
        citta: 'Aosta',
        cap: '11100',
        aree_di_competenza: [{ value: 'Saldatura' }, { value: AREA }],
        blacklisted_pivas: blacklisted.map((piva) => ({ piva })),
      },
    },
  });
  expect([200, 201]).toContain(created.status);
  const [row] = await sql<{ id: number }>('SELECT id FROM hr_users WHERE email = ?', [email]);
  return { id: row.id, email, telefono };
}

const mailsTo = async (email: string) =>
  (await listMails())
    .filter(sentTo(email))
    .sort((x, y) => new Date(y.date).getTime() - new Date(x.date).getTime());

const bodyOf = (mail: Mail) => `${mail.text ?? ''}\n${mail.html ?? ''}`;

const run = (job: 'alert-database' | 'alert-new-profile', now?: Date) =>
  strapi(`/api/test-hooks/${job}`, { method: 'POST', json: now ? { now: now.toISOString() } : {} });

/** How many e-mails the job runs answered they sent (the test hooks answer `{ data: { sent } }`). */
const sentBy = (answers: Array<{ body: Record<string, unknown> }>) =>
  answers.reduce((sum, answer) => sum + (answer.body.data as { sent: number }).sent, 0);

const DIGEST = /^Alert Database: /;
const NOTICE = /^Alert New Profile: /;
const subjectIs = (subject: RegExp) => (mail: Mail) => subject.test(mail.subject);

/** The off-link of a mail: `<PUBLIC_URL>/alert-off/<token>`. */
const offTokenOf = (mail: Mail) => {
  const match = /\/alert-off\/([A-Za-z0-9._-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no off-link in "${mail.subject}"`);
  return match[1];
};

const DAY = 86_400_000;

beforeAll(async () => {
  a = await companyOf(await createTestCompany('alert-db'));
  subscriber = await companyOf(await createTestCompany('alert-np'));
  other = await companyOf(await createTestCompany('alert-np-none'));
  await sql('UPDATE hr_companies SET filtri = ? WHERE id = ?', [filtri, a.id]);
  await sql('UPDATE hr_companies SET filtri_profile = ?, abbonamento_np = ? WHERE id = ?', [
    filtri,
    true,
    subscriber.id,
  ]);
  await addSubscription(subscriber.id, 'alert_new_profile', 4, 365);
  await sql('UPDATE hr_companies SET filtri_profile = ? WHERE id = ?', [filtri, other.id]);
  // Registered after the alerts were set, as a real new candidate would be.
  fan = await register('alert-fan');
  hater = await register('alert-hater', [a.piva, subscriber.piva]);
}, 60_000);

describe('Alert Database digest', () => {
  it('sends one digest listing the new matching candidate without contact data, even when two runs race', async () => {
    const since = await mailsSoFar();
    // Today's profiles go in tomorrow's digest (whole Italian days): run the job as of tomorrow morning.
    const tomorrow = new Date(Date.now() + DAY);
    const runs = await Promise.all([run('alert-database', tomorrow), run('alert-database', tomorrow)]);
    for (const answer of runs) expect(answer.status).toBe(200);
    const [mail] = await expectMails(since, sentTo(a.email), 1);
    // The two runs together answer as many digests as went out, to anyone (other companies' alerts too).
    expect(sentBy(runs)).toBeGreaterThanOrEqual(1);
    await expectMails(since, subjectIs(DIGEST), sentBy(runs));
    const body = bodyOf(mail);
    expect(mail.subject).toMatch(/^Alert Database: /);
    expect(body).toContain(`/resource-profile/${fan.id}`);
    expect(body).toContain('G. G.');
    expect(body).toContain(AREA);
    expect(body).toContain('(AO)');
    expect(body).toContain('/company-foryou?configure=true');
    // Never the blacklisting candidate, never contact data nor the full surname.
    expect(body).not.toContain(`/resource-profile/${hater.id}`);
    for (const secret of [fan.email, fan.telefono, 'Galvanotti', 'Via dei Bagni Galvanici', hater.email])
      expect(body).not.toContain(secret);
    const headers = (mail as Mail & { headers?: Record<string, string> }).headers ?? {};
    expect(headers['list-unsubscribe']).toContain(`/alert-off/${offTokenOf(mail)}`);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // On record for the candidate's art. 15 export (issue 41): this company's digest showed them, once.
    const matches = await sql<{ tipo: string }>(
      'SELECT tipo FROM alert_matches WHERE candidato = ? AND azienda = ?',
      [fan.id, a.id],
    );
    expect(matches.map((m) => m.tipo)).toEqual(['database']);
  });

  it('a second run sends nothing new, the same day nor the next', async () => {
    const since = await mailsSoFar();
    const runs = [await run('alert-database', new Date(Date.now() + DAY))];
    // The next day covers only the day after the previous digest: no profile of this file was modified then.
    runs.push(await run('alert-database', new Date(Date.now() + 2 * DAY)));
    await expectMails(since, sentTo(a.email), 0);
    await expectMails(since, subjectIs(DIGEST), sentBy(runs));
  });
});

describe('Alert New Profile notice', () => {
  it('notifies the subscriber once (two runs race), with the exclusivity line; not a non-subscriber', async () => {
    const since = await mailsSoFar();
    const runs = await Promise.all([run('alert-new-profile'), run('alert-new-profile')]);
    for (const answer of runs) expect(answer.status).toBe(200);
    runs.push(await run('alert-new-profile'));
    const mails = await expectMails(since, sentTo(subscriber.email), 1);
    expect(sentBy(runs)).toBeGreaterThanOrEqual(1);
    await expectMails(since, subjectIs(NOTICE), sentBy(runs));
    const body = bodyOf(mails[0]);
    expect(mails[0].subject).toMatch(/^Alert New Profile: /);
    expect(body).toContain(`/resource-profile/${fan.id}`);
    expect(body).toContain('esclusiva per 15 giorni');
    expect(body).toContain('/company-foryou?configureProfile=true');
    expect(body).not.toContain(`/resource-profile/${hater.id}`);
    for (const secret of [fan.email, fan.telefono, 'Galvanotti']) expect(body).not.toContain(secret);
    await expectMails(since, sentTo(other.email), 0);
  });
});

describe('the off-link', () => {
  it('turns the Alert Database off on GET, without logging in', async () => {
    const token = offTokenOf((await mailsTo(a.email))[0]);
    const page = await fetch(`${REMIX}/alert-off/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Alert disattivato');
    expect(html).toContain('/company-foryou?configure=true');
    const [row] = await sql<{ filtri: string | null }>('SELECT filtri FROM hr_companies WHERE id = ?', [
      a.id,
    ]);
    expect(row.filtri).toBeNull();
    // Off stays off: a run after it sends nothing.
    const since = await mailsSoFar();
    const answer = await run('alert-database', new Date(Date.now() + 3 * DAY));
    await expectMails(since, sentTo(a.email), 0);
    await expectMails(since, subjectIs(DIGEST), sentBy([answer]));
  });

  it('turns the Alert New Profile off by the one-click POST of mail clients', async () => {
    const token = offTokenOf((await mailsTo(subscriber.email))[0]);
    const answer = await fetch(`${REMIX}/alert-off/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const [row] = await sql<{ filtri: string | null; filtri_profile: string | null }>(
      'SELECT filtri, filtri_profile FROM hr_companies WHERE id = ?',
      [subscriber.id],
    );
    expect(row.filtri_profile).toBeNull();
  });

  it('refuses a tampered or foreign token with a 400 and an Italian message, changing nothing', async () => {
    const token = offTokenOf((await mailsTo(subscriber.email))[0]);
    await sql('UPDATE hr_companies SET filtri_profile = ? WHERE id = ?', [filtri, other.id]);
    const [documentId, , signature] = token.split('.');
    const [otherDoc] = await sql<{ document_id: string }>(
      'SELECT document_id FROM hr_companies WHERE id = ?',
      [other.id],
    );
    const tampered = [
      `${otherDoc.document_id}.np.${signature}`, // another company with this signature
      `${documentId}.db.${signature}`, // the other alert
      `${documentId}.np.${tamperedToken(signature)}`,
      'nonsense',
    ];
    for (const bad of tampered) {
      const page = await fetch(`${REMIX}/alert-off/${encodeURIComponent(bad)}`);
      expect(page.status, bad).toBe(400);
      expect(await page.text()).toContain('Il link per disattivare l’alert non è valido');
      const direct = await strapi('/api/alerts/off', { method: 'POST', json: { token: bad } });
      expect(direct.status, bad).toBe(400);
    }
    const [row] = await sql<{ filtri_profile: string | null }>(
      'SELECT filtri_profile FROM hr_companies WHERE id = ?',
      [other.id],
    );
    expect(row.filtri_profile).toBe(filtri);
  });
});
