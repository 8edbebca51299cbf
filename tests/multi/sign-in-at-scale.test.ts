// Sign-in at scale behind the BFF (issue 15 item 1), against the second instance of the two-instance stage, whose
// Strapi runs users-permissions' limit at its production default (20 per 5 minutes): before, every sign-in reached
// Strapi from the Remix server's address and the whole portal shared that one bucket. The accounts are the file's
// own (ownAccounts), registered before the checks and removed after them: seeded accounts would be whatever the
// earlier stages left of them (a changed password, a sign-in limit reached).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../support/accounts';
import { sql } from '../support/db';
import { remixSignIn, signInAttempt } from '../support/remix';

const REMIX = (process.env.REMIX_URLS ?? '').split(',')[1] ?? '';
const STRAPI = (process.env.STRAPI_URLS ?? '').split(',')[1] ?? '';

const failedSignIn = async (email: string) => (await signInAttempt(email, 'Sbagliata1!', REMIX)).status;

/** Runs `work` over `items`, `parallel` at a time. */
async function pool<I, T>(items: I[], parallel: number, work: (item: I) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < items.length; i += parallel)
    results.push(...(await Promise.all(items.slice(i, i + parallel).map(work))));
  return results;
}

const accounts = ownAccounts('scala');
/** The e-mails of the file's candidates: 200 one after another, 50 at once, a victim and a bystander. */
let emails: string[] = [];
beforeAll(async () => {
  const started = Date.now();
  const made = await pool(
    Array.from({ length: 252 }, (_, i) => i),
    8,
    () => accounts.candidate(),
  );
  emails = made.map((candidate) => candidate.email);
  console.info(
    `[sign-in] ${emails.length} accounts registered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}, 300_000);
afterAll(() => accounts.removeAll(), 300_000);

describe('sign-in at scale through the Remix server', () => {
  it('200 different accounts sign in within one minute, then 50 at the same moment: all succeed', async () => {
    const many = emails.slice(0, 200);
    const started = Date.now();
    const signed = await pool(many, 10, (email) =>
      remixSignIn(email, 'Demo1234!', REMIX).then(() => 'ok' as const),
    );
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `[sign-in] ${signed.length} accounts one after another (10 at a time) in ${seconds.toFixed(1)} s`,
    );
    expect(signed.filter((s) => s === 'ok')).toHaveLength(many.length);
    expect(seconds).toBeLessThan(60);

    const burst = emails.slice(200, 250);
    const together = await Promise.allSettled(burst.map((email) => remixSignIn(email, 'Demo1234!', REMIX)));
    console.info(
      `[sign-in] ${burst.length} accounts at the same moment: ${together.filter((r) => r.status === 'fulfilled').length} in`,
    );
    expect(together.filter((r) => r.status === 'rejected')).toEqual([]);
  }, 120_000);

  it('wrong passwords lock the attacked account with the 429 message, never another account', async () => {
    const [victim, other] = emails.slice(250, 252);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push(await failedSignIn(victim));
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    await expect(remixSignIn(other, 'Demo1234!', REMIX)).resolves.toBeDefined();
    await expect(remixSignIn(victim, 'Demo1234!', REMIX)).rejects.toThrow(/429/);
  });

  it("a direct caller of Strapi's login is still limited per IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await fetch(`${STRAPI}/api/auth/local`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-client-ip': `198.51.100.${i}` },
        body: JSON.stringify({ identifier: `diretto${i}@esempio.it`, password: 'Sbagliata1!' }),
      });
      statuses.push(response.status);
    }
    console.info(`[sign-in] direct calls to Strapi's login: ${statuses.join(' ')}`);
    expect(statuses[0]).toBe(400);
    expect(statuses).toContain(429);
  });

  it('a direct caller of the e-mail check is limited per IP', async () => {
    // The earlier stages' direct checks from this address count in the same window: start from none.
    await sql("DELETE FROM rate_limits WHERE chiave LIKE 'email-check-direct:%'");
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await fetch(`${STRAPI}/api/email-check`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `enumera${i}@esempio.it` }),
      });
      statuses.push(response.status);
    }
    console.info(`[email-check] direct calls: ${statuses.join(' ')}`);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });
});
