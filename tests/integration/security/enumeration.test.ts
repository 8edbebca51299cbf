// Which addresses have an account must not show (issue 24 item 6): the verification mail answered 400 for a
// verified account and 200 for an unknown address; a wrong password took ~284 ms for an account against ~134 ms for
// an unknown address.
import { afterAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { waitForMail } from '../../support/mail';
import { REMIX, cookieHeader, inputValues, store, type Jar } from '../../support/remix';
import { strapi } from '../../support/strapi';

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
