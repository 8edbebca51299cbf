// The first password on the verified page (issue 39 item 6): the confirmation mail carries a one-time code beside
// Strapi's confirmation token; with it the new account chooses its password at once. The code is stored hashed,
// works once, only for a confirmed account, and expires.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { setConfirmed, sql } from '../../support/db';
import { linkIn, waitForMail } from '../../support/mail';
import { STRAPI_URL, jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('prima-password');
afterAll(() => accounts.removeAll());

/** A fresh confirmation mail for `email` (unconfirmed again): its confirmation token and password code. */
async function confirmationOf(email: string) {
  await setConfirmed(email, false);
  const since = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const sent = await strapi('/api/auth/send-email-confirmation', { method: 'POST', json: { email } });
  expect(sent.status).toBe(200);
  const mail = await waitForMail(email, { since: since + 1000, link: '/conferma' });
  const link = linkIn(mail, '/conferma');
  return {
    mail,
    confirmation: link.searchParams.get('confirmation') ?? '',
    codice: link.searchParams.get('codice') ?? '',
  };
}

const choose = (code: string, password = 'Prima-1234!') =>
  strapi('/api/first-password', { method: 'POST', json: { code, password, passwordConfirmation: password } });
const refusal = (answer: { body: Record<string, unknown> }) =>
  (answer.body.error as { details?: { code?: string } } | undefined)?.details?.code;

describe('the first password', () => {
  it('works once, after the confirmation, with a code stored only as its hash; the mail greets by name', async () => {
    const company = await accounts.company();
    const { mail, confirmation, codice } = await confirmationOf(company.email);
    expect(mail.text).toContain('Ciao Mario,');
    expect(codice).toMatch(/^[0-9a-f]{64}$/);
    const [stored] = await sql<{ hash: string | null }>(
      'SELECT prima_password_hash AS hash FROM up_users WHERE email = ?',
      [company.email],
    );
    expect(stored.hash).toBe(createHash('sha256').update(codice).digest('hex'));
    expect(
      JSON.stringify(await sql('SELECT * FROM up_users WHERE email = ?', [company.email])),
    ).not.toContain(codice);

    // Not before the address is confirmed.
    expect(refusal(await choose(codice))).toBe('link_expired');
    const confirmed = await fetch(`${STRAPI_URL}/api/auth/email-confirmation?confirmation=${confirmation}`, {
      redirect: 'manual',
    });
    expect(confirmed.status).toBeLessThan(400);

    const first = await choose(codice);
    expect(first.status).toBe(200);
    expect(await jwtFor(company.email, 'Prima-1234!')).toBeTruthy();
    const again = await choose(codice, 'Altra-1234!');
    expect(again.status).toBe(400);
    expect(refusal(again)).toBe('link_expired');
    expect(await jwtFor(company.email, 'Prima-1234!')).toBeTruthy();
  });

  it('expires, and refuses a malformed code or a short password with a 400', async () => {
    const candidate = await accounts.candidate();
    const { confirmation, codice } = await confirmationOf(candidate.email);
    await fetch(`${STRAPI_URL}/api/auth/email-confirmation?confirmation=${confirmation}`, {
      redirect: 'manual',
    });
    expect(refusal(await choose(codice, 'corta'))).toBe('invalid_password');
    expect(refusal(await choose('non-un-codice'))).toBe('link_expired');
    await sql('UPDATE up_users SET prima_password_scadenza = ? WHERE email = ?', [
      new Date(Date.now() - 1000),
      candidate.email,
    ]);
    const expired = await choose(codice);
    expect(expired.status).toBe(400);
    expect(refusal(expired)).toBe('link_expired');
  });
});
