// PostgreSQL restarted under traffic (issue 15 item 6): while it is down, pages that need the database answer the
// Italian 503 page (never a 500, never a hang); once it is back they succeed again, without restarting Strapi
// (knex drops the dead connections and opens new ones). Only where PostgreSQL 15 is installed (POSTGRES_URL).
import { afterAll, describe, expect, it } from 'vitest';
import { control, Counts, SERVICE_UNAVAILABLE } from '../support/faults';
import { cookieHeader, REMIX, remixSignIn, type Jar } from '../support/remix';

const counts = new Counts('PostgreSQL restarted under traffic');
let postgresDown = false;

afterAll(async () => {
  if (postgresDown) await control('postgres', 'start');
  if (counts.total > 0) counts.print();
});

/** One page view of a signed-in candidate (the session check and the profile both read the database). */
async function view(jar: Jar) {
  const started = Date.now();
  try {
    const response = await fetch(`${REMIX}/profilo`, {
      headers: { Cookie: cookieHeader(jar) },
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    const html = await response.text();
    counts.add(response.status);
    return { status: response.status, html, ms: Date.now() - started };
  } catch {
    counts.add('network error');
    return { status: 0, html: '', ms: Date.now() - started };
  }
}

/** Six visitors viewing pages one after another until `done()`; every answer is kept. */
async function traffic(jar: Jar, done: () => boolean) {
  const answers: Awaited<ReturnType<typeof view>>[] = [];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (!done()) answers.push(await view(jar));
    }),
  );
  return answers;
}

describe.skipIf(!process.env.POSTGRES_URL)('PostgreSQL restarted', () => {
  it('answers 503 for the gap and 200 again after, Strapi untouched', async () => {
    const jar = await remixSignIn('candidato@demo.it');
    expect((await view(jar)).status).toBe(200);

    let stopTraffic = false;
    const running = traffic(jar, () => stopTraffic);
    await new Promise((r) => setTimeout(r, 1_000));
    await control('postgres', 'stop');
    postgresDown = true;
    await new Promise((r) => setTimeout(r, 3_000));
    await control('postgres', 'start');
    postgresDown = false;
    // Until the pool has replaced its connections a few requests may still fail; then all succeed.
    const backAt = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - backAt < 20_000) {
      recovered = (await view(jar)).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 250));
    }
    await new Promise((r) => setTimeout(r, 2_000));
    stopTraffic = true;
    const answers = await running;

    expect(recovered).toBe(true);
    // Every answer is a page or the Italian 503 page: no 500, no network error, no hang.
    const others = answers.filter((a) => a.status !== 200 && a.status !== 503);
    expect(others.map((a) => a.status)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) expect(answer.html).toContain(SERVICE_UNAVAILABLE);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(10_000);
    // After the gap, the same traffic succeeds.
    const last = answers.slice(-8);
    expect(last.map((a) => a.status)).toEqual(Array(8).fill(200));
  });
});
