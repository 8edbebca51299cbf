// The candidate's data download (/scarica-i-miei-dati, the Remix route over Strapi's export) is only for the
// signed-in candidate: their own data, an anonymous caller sent to the login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate } from '../../support/accounts';
import { REMIX, cookieHeader, remixSession } from '../../support/remix';

// The candidate of this file's own, removed at the end.
const accounts = ownAccounts('candidate-data');
let candidate: TestCandidate;
beforeAll(async () => {
  candidate = await accounts.candidate();
});
afterAll(() => accounts.removeAll());

/** The candidate signed in to Remix, with the CSRF token of /profilo. */
const signIn = (email: string) => remixSession(email, '/profilo');

describe('picture upload through Remix', () => {
  it('the data download is only for the signed-in candidate', async () => {
    const anonymous = await fetch(`${REMIX}/scarica-i-miei-dati`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/\?redirectTo=/);
    const { jar } = await signIn(candidate.email);
    const mine = await fetch(`${REMIX}/scarica-i-miei-dati`, { headers: { Cookie: cookieHeader(jar) } });
    expect(mine.status).toBe(200);
    const body = (await mine.json()) as { account: { email: string } };
    expect(body.account.email).toBe(candidate.email);
  });
});
