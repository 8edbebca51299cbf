// Which addresses have an account must not show (issue 24 item 6): the verification mail answered 400 for a
// verified account and 200 for an unknown address; a wrong password took ~284 ms for an account against ~134 ms for
// an unknown address.
import { afterAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { waitForMail } from '../../support/mail';
import { REMIX, cookieHeader, inputValues, store, type Jar } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';
import { sql } from '../../support/db';
import { addMember, invite, memberEmail, type TeamMemberView } from '../../support/team';
import { INVITI_AL_GIORNO } from '#catalog/team.ts';

const accounts = ownAccounts('enumerazione');
afterAll(() => accounts.removeAll());

const unknown = () => `nessuno-${Date.now()}-${Math.floor(Math.random() * 1e6)}@esempio.it`;

/** Posts the e-mail form of `path` as a browser would; answers the status, the page and how long it took. */
async function emailForm(path: string, email: string) {
  const jar: Jar = new Map();
  const page = await fetch(`${REMIX}${path}`);
  store(jar, page);
  const { csrf, from__confirm } = inputValues(await page.text());
  const started = Date.now();
  const response = await fetch(`${REMIX}${path}`, {
    method: 'POST',
    headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, from__confirm, name__confirm: '', email }),
  });
  const html = await response.text();
  return { status: response.status, html, ms: Date.now() - started };
}

describe('same answer whatever the address', () => {
  it('the verification mail: a verified account and an unknown address answer alike', async () => {
    const { email } = await accounts.company();
    const verified = await emailForm('/verifica-email', email);
    const nobody = await emailForm('/verifica-email', unknown());
    expect(verified.status).toBe(200);
    expect(nobody.status).toBe(200);
    expect(verified.html).toContain('Email di verifica inviata');
    expect(nobody.html).toContain('Email di verifica inviata');
    // Strapi itself, to a direct caller.
    const direct = await strapi('/api/auth/send-email-confirmation', { method: 'POST', json: { email } });
    expect(direct.status).toBe(200);
  });

  it('a sign-in with an unknown address costs a password check, like a wrong password', async () => {
    const { email } = await accounts.company();
    const timed = async (identifier: string) => {
      const started = Date.now();
      const answer = await strapi('/api/auth/local', {
        method: 'POST',
        json: { identifier, password: 'Sbagliata1!' },
      });
      expect(answer.status).toBe(400);
      return Date.now() - started;
    };
    const existing: number[] = [];
    const nobody: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      existing.push(await timed(email));
      nobody.push(await timed(unknown()));
    }
    console.info(
      `[enumeration] wrong sign-ins: account ${existing.join('/')} ms, unknown address ${nobody.join('/')} ms`,
    );
    // The fastest of each: the least disturbed by the rest of a loaded machine (medians of 4 were not enough).
    expect(Math.min(...nobody)).toBeGreaterThanOrEqual(0.6 * Math.min(...existing));
  });

  it('/forgot-password takes as long for an account as for an unknown address, and still mails the account', async () => {
    // Five per account (the limit per e-mail in a window), two accounts; every unknown address is a new one.
    const emails = [(await accounts.company()).email, (await accounts.company()).email];
    const since = Date.now();
    const existing: number[] = [];
    const nobody: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const known = await emailForm('/forgot-password', emails[i % 2]);
      const other = await emailForm('/forgot-password', unknown());
      expect(known.status).toBe(200);
      expect(other.status).toBe(200);
      expect(known.html).toContain('Email di recupero inviata con successo');
      expect(other.html).toContain('Email di recupero inviata con successo');
      existing.push(known.ms);
      nobody.push(other.ms);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.info(
      `[enumeration] /forgot-password: account ${existing.join('/')} ms (median ${median(existing)}), ` +
        `unknown address ${nobody.join('/')} ms (median ${median(nobody)})`,
    );
    // Before, the account's answer waited for the token and the mail: ~190 ms against ~30 ms.
    expect(median(existing) - median(nobody)).toBeLessThan(60);
    for (const email of emails) await waitForMail(email, { since, link: '/reset-password' });
  });
});

describe('a team invitation is no account oracle (issue 39 item 10)', () => {
  it('an address with an account is answered like a new one, counted, and only the address is told why', async () => {
    const company = await accounts.company();
    const other = await accounts.company();
    const candidate = await accounts.candidate();
    const titolare = await jwtFor(company.email);
    const member = await addMember(other.email, 'enumerazione');
    const since = Date.now();
    const addresses = [candidate.email, member.email, other.email.toUpperCase(), memberEmail('enumerazione')];
    const answers: Awaited<ReturnType<typeof invite>>[] = [];
    for (const email of addresses)
      answers.push(await invite(titolare, { nome: 'Anna', cognome: 'Neri', email }));
    // One answer for all: the status, the fields, the state the page shows (no "già registrato").
    const shape = (answer: (typeof answers)[number]) => {
      const view = answer.body.data as TeamMemberView;
      return {
        status: answer.status,
        keys: Object.keys(answer.body).sort(),
        stato: view?.stato,
        scaduto: view?.scaduto,
      };
    };
    for (const answer of answers) expect(shape(answer)).toEqual(shape(answers[3]));
    const roster = (await strapi('/api/team', { jwt: titolare })).body.data as TeamMemberView[];
    expect(
      roster
        .filter((m) => m.stato === 'invitato')
        .map((m) => m.email)
        .sort(),
    ).toEqual(addresses.map((email) => email.toLowerCase()).sort());
    // Every try is counted against the company's daily limit of invitations.
    const [counter] = await sql<{ count: number }>('SELECT count FROM rate_limits WHERE chiave = ?', [
      `team-invitations:${company.id}`,
    ]);
    expect(Number(counter.count)).toBe(4);
    // The decision goes to the address: an account there cannot join; nothing else about it changed.
    const told = await waitForMail(candidate.email, { since, subject: /^Invito nel team di / });
    expect(told.text).toContain('ha già un account');
    expect(told.text).not.toContain('/reset-password');
    const invited = await waitForMail(addresses[3], { since, subject: /^Invito nel team di / });
    expect(invited.text).toContain('/reset-password');
    expect((await strapi('/api/me', { jwt: await jwtFor(candidate.email) })).body).not.toHaveProperty(
      'hr_company.id',
      company.id,
    );
  });

  it('past the daily limit every address is refused alike', async () => {
    const company = await accounts.company();
    const candidate = await accounts.candidate();
    const titolare = await jwtFor(company.email);
    await sql('INSERT INTO rate_limits (chiave, count, reset_at) VALUES (?, ?, ?)', [
      `team-invitations:${company.id}`,
      INVITI_AL_GIORNO,
      Date.now() + 60 * 60 * 1000,
    ]);
    const known = await invite(titolare, { nome: 'A', cognome: 'B', email: candidate.email });
    const fresh = await invite(titolare, { nome: 'A', cognome: 'B', email: memberEmail('enumerazione') });
    expect([known.status, fresh.status]).toEqual([429, 429]);
    expect(known.body.error).toEqual(fresh.body.error);
  });
});
