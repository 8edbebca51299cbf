// Sign-in at scale behind the BFF (issue 15 item 1), against the second instance of the two-instance stage, whose
// Strapi runs users-permissions' limit at its production default (20 per 5 minutes): before, every sign-in reached
// Strapi from the Remix server's address and the whole portal shared that one bucket.
import { describe, expect, it } from 'vitest';
import { sql } from '../support/db';
import { remixSignIn, signInAttempt } from '../support/remix';

const REMIX = (process.env.REMIX_URLS ?? '').split(',')[1] ?? '';
const STRAPI = (process.env.STRAPI_URLS ?? '').split(',')[1] ?? '';

/** Seeded candidates that still have the demo password and can sign in. */
async function accounts(count: number, offset: number): Promise<string[]> {
  const rows = await sql<{ email: string }>(
    `SELECT u.email AS email FROM up_users u JOIN hr_users h ON lower(h.email) = lower(u.email)
     WHERE u.email NOT LIKE '%@demo.it' AND u.confirmed = ? AND (u.blocked IS NULL OR u.blocked = ?)
       AND u.password = (SELECT password FROM up_users WHERE email = 'candidato@demo.it')
     ORDER BY u.id LIMIT ? OFFSET ?`,
    [true, false, count, offset],
  );
  return rows.map((row) => row.email);
}

const failedSignIn = async (email: string) => (await signInAttempt(email, 'Sbagliata1!', REMIX)).status;

/** Runs `work` over `items`, `parallel` at a time. */
async function pool<T>(items: string[], parallel: number, work: (item: string) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < items.length; i += parallel)
    results.push(...(await Promise.all(items.slice(i, i + parallel).map(work))));
  return results;
}

describe('sign-in at scale through the Remix server', () => {
  it('200 different accounts sign in within one minute, then 50 at the same moment: all succeed', async () => {
    const many = await accounts(200, 0);
    expect(many.length).toBeGreaterThanOrEqual(150);
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

    const burst = await accounts(50, 200);
    const together = await Promise.allSettled(burst.map((email) => remixSignIn(email, 'Demo1234!', REMIX)));
    console.info(
      `[sign-in] ${burst.length} accounts at the same moment: ${together.filter((r) => r.status === 'fulfilled').length} in`,
    );
    expect(together.filter((r) => r.status === 'rejected')).toEqual([]);
  }, 120_000);

  it('wrong passwords lock the attacked account with the 429 message, never another account', async () => {
    const [victim, other] = await accounts(2, 260);
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
