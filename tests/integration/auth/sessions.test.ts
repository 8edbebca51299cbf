// Logout and a password reset end the account's sessions on the server (issue 15 hole): before, logout only
// dropped the cookie and a copied cookie or its JWT kept working for 24 hours.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { cookieHeader, inputValues, REMIX, remixSignIn, store } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';

/** Each test's companies are its own, removed after it. */
const accounts = ownAccounts('sessione');
afterEach(() => accounts.removeAll());

const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('server-side end of sessions', () => {
  it('logout through the portal: the copied cookie and its JWT are refused afterwards', async () => {
    const { email } = await accounts.company();
    const jar = await remixSignIn(email);
    const copied = cookieHeader(jar);
    const home = await fetch(`${REMIX}/company-home`, { headers: { Cookie: copied }, redirect: 'manual' });
    expect(home.status).toBe(200);
    store(jar, home);
    const csrf = inputValues(await home.text()).csrf;
    await nextSecond();
    const out = await fetch(`${REMIX}/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf }),
    });
    expect(out.status).toBe(302);
    const replay = await fetch(`${REMIX}/company-home`, { headers: { Cookie: copied }, redirect: 'manual' });
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toMatch(/^\/\?redirectTo=/);
    // A new sign-in works at once.
    const again = await remixSignIn(email);
    const fresh = await fetch(`${REMIX}/company-home`, {
      headers: { Cookie: cookieHeader(again) },
      redirect: 'manual',
    });
    expect(fresh.status).toBe(200);
  });

  it("Strapi refuses a logged-out JWT; other people's sessions are untouched", async () => {
    const { email: mine } = await accounts.company();
    const { email: theirs } = await accounts.company();
    const jwt = await jwtFor(mine);
    const other = await jwtFor(theirs);
    await nextSecond();
    expect((await strapi('/api/me/logout', { method: 'POST', jwt })).status).toBe(200);
    expect((await strapi('/api/me', { jwt })).status).toBe(401);
    expect((await strapi('/api/me', { jwt: other })).status).toBe(200);
    expect((await strapi('/api/me', { jwt: await jwtFor(mine) })).status).toBe(200);
  });

  // Issue 24 item 8: revocation had whole seconds, and a token issued in the logout's second stayed valid 24 hours.
  it('a JWT issued in the same second as the logout is refused too; a sign-in after it is not', async () => {
    const { email } = await accounts.company();
    const issuedAt = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number }).iat;
    for (let attempt = 0; ; attempt += 1) {
      const jwt = await jwtFor(email);
      // Only a logout in the token's own second tells the two rules apart: try again in a fresh second.
      if (Math.floor(Date.now() / 1000) !== issuedAt(jwt) && attempt < 5) continue;
      expect((await strapi('/api/me/logout', { method: 'POST', jwt })).status).toBe(200);
      const sameSecond = Math.floor(Date.now() / 1000) === issuedAt(jwt);
      expect((await strapi('/api/me', { jwt })).status).toBe(401);
      expect((await strapi('/api/me', { jwt: await jwtFor(email) })).status).toBe(200);
      if (sameSecond || attempt >= 5) break;
    }
  });

  it('a password reset ends the sessions opened before it', async () => {
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    await nextSecond();
    const code = `reset${Date.now()}`;
    await sql('UPDATE up_users SET reset_password_token = ? WHERE email = ?', [code, email]);
    const reset = await strapi('/api/auth/reset-password', {
      method: 'POST',
      json: { code, password: 'NuovaPassword1!', passwordConfirmation: 'NuovaPassword1!' },
    });
    expect(reset.status).toBe(200);
    expect((await strapi('/api/me', { jwt })).status).toBe(401);
    expect((await strapi('/api/me', { jwt: await jwtFor(email, 'NuovaPassword1!') })).status).toBe(200);
  });
});
