// Strapi's shutdown (issue 40): on SIGTERM /_ready answers 503 at once, a request in flight gets its answer, and
// Strapi closes its database pool and exits only after it (its log says so). The fault stage's Strapi has
// SHUTDOWN_DELAY_MS=1000 (scripts/test.mjs): the listener stays open for a second after the signal.
// A scheduled job running at the signal finishes its batch in hand and reads no other (utils/batches.ts); what is
// left is done by the next run, each row once.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SYNC_TABLE } from '../../strapi/src/api/human-resource/services/derived';
import { BLACKLIST_TABLE } from '../../strapi/src/api/human-resource/services/blacklist';
import { PLACES_TABLE } from '../../strapi/src/api/human-resource/services/places';
import { SHEET_TERMS_TABLE } from '../../strapi/src/api/human-resource/services/sheet-terms';
import { sql } from '../support/db';
import { control } from '../support/faults';
import { listMails } from '../support/mail';
import { sleep, slowPost } from '../support/slow-request';
import { STRAPI_URL, strapi } from '../support/strapi';

/** The logs of this stage's Strapi processes (another fault test may have restarted it: strapi-faults-N.log). */
function strapiLogs(): string {
  const first = process.env.STRAPI_LOG_FILE ?? '';
  const prefix = basename(first, '.log');
  return readdirSync(dirname(first))
    .filter((name) => name.startsWith(prefix) && name.endsWith('.log'))
    .map((name) => readFileSync(join(dirname(first), name), 'utf8'))
    .join('\n');
}

let stopped = false;
const started = async () => {
  if (stopped) await control('strapi', 'start');
  stopped = false;
};

/**
 * Candidates of this test, straight into hr_users, all due for the freshness e-mail (no update since 2020): three of
 * the job's batches of 200 (with the seed's own due candidates), so a stop after the first leaves work for the next run.
 */
const STALE = 400;
const prefix = `spento-${Date.now()}-`;
const staleIds = async () =>
  (
    await sql<{ id: number | string }>('SELECT id FROM hr_users WHERE document_id LIKE ?', [`${prefix}%`])
  ).map((row) => Number(row.id));

afterAll(async () => {
  await started();
  const ids = await staleIds();
  if (ids.length === 0) return;
  const list = ids.join(', ');
  for (const table of [SHEET_TERMS_TABLE, BLACKLIST_TABLE, PLACES_TABLE, SYNC_TABLE])
    await sql(`DELETE FROM ${table} WHERE hr_user_id IN (${list})`);
  await sql(`DELETE FROM hr_users WHERE id IN (${list})`);
});

/** The freshness job through its test hook (a request: the drain waits for it too); answers how many it sent. */
const runFreshness = async () => {
  const { status, body } = await strapi('/api/test-hooks/freshness', { method: 'POST', json: {} });
  expect(status).toBe(200);
  return (body as { data: { sent: number } }).data.sent;
};

describe('Strapi shutdown', () => {
  it('SIGTERM: not ready at once, the request in flight answered, then the pool closed and the process gone', async () => {
    expect((await fetch(`${STRAPI_URL}/_ready`)).status).toBe(200);
    const inFlight = await slowPost(
      STRAPI_URL,
      '/api/auth/local',
      JSON.stringify({ identifier: 'nessuno@example.it', password: 'sbagliata-123' }),
      'application/json',
    );
    await sleep(300);
    stopped = true;
    const stopping = control('strapi', 'stop');
    await sleep(300);
    expect((await fetch(`${STRAPI_URL}/_ready`)).status).toBe(503);
    // users-permissions' own answer to a wrong sign-in, not a cut connection.
    expect(await inFlight.finish()).toBe(400);
    await stopping;
    await expect(fetch(`${STRAPI_URL}/_health`)).rejects.toThrow();
    const log = strapiLogs();
    expect(log).toMatch(/\[shutdown\] not ready/);
    expect(log).toMatch(/Strapi has been shut down/);
  });

  it('SIGTERM during a job: its batch in hand finished, the rest e-mailed by the next run, each candidate once', async () => {
    await started();
    const now = new Date();
    await sql(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO hr_users (document_id, nome, cognome, email, ultima_modifica, created_at, updated_at, published_at)
       SELECT CAST(? AS TEXT) || CAST(i AS TEXT), 'Spento', 'Durante', CAST(? AS TEXT) || CAST(i AS TEXT) || '@esempio.it',
         '2020-01-01', ?, ?, ? FROM n`,
      [STALE, prefix, prefix, now, now, now],
    );
    const ids = await staleIds();
    expect(ids).toHaveLength(STALE);
    const mailed = async () =>
      Number(
        (
          await sql<{ n: number | string }>(
            'SELECT count(*) AS n FROM hr_users WHERE document_id LIKE ? AND aggiornamento_inviato_il IS NOT NULL',
            [`${prefix}%`],
          )
        )[0].n,
      );

    // The job and a slow request in flight; the signal once the job's first e-mails are out.
    const job = runFreshness();
    const inFlight = await slowPost(
      STRAPI_URL,
      '/api/auth/local',
      JSON.stringify({ identifier: 'nessuno@example.it', password: 'sbagliata-123' }),
      'application/json',
    );
    for (let waited = 0; (await mailed()) === 0 && waited < 20_000; waited += 20) await sleep(20);
    stopped = true;
    const stopping = control('strapi', 'stop');
    expect(await inFlight.finish()).toBe(400);
    const first = await job;
    await stopping;
    expect(strapiLogs()).toMatch(/\[freshness\] shutting down: \d+ sent, the rest is still due/);

    await started();
    // Stopped between two batches (200 candidates each): some of this test's candidates e-mailed, not all.
    const beforeRestart = await mailed();
    expect(beforeRestart).toBeGreaterThan(0);
    expect(beforeRestart).toBeLessThan(STALE);
    const second = await runFreshness();
    expect(await mailed()).toBe(STALE);
    // Every candidate of the test got exactly one e-mail, from one run or the other.
    const perAddress = new Map<string, number>();
    for (const mail of await listMails())
      for (const { address } of mail.to)
        if (address.startsWith(prefix)) perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    expect(perAddress.size).toBe(STALE);
    expect([...perAddress.values()].filter((n) => n !== 1)).toEqual([]);
    console.info(
      `[faults] SIGTERM during the freshness job: ${first} e-mails before the stop (${beforeRestart} of the test's ` +
        `${STALE} candidates), ${second} by the next run`,
    );
    // Three batches of e-mails to the SMTP catcher, about 30 ms each on a busy machine.
  }, 240_000);
});
