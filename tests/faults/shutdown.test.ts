// Strapi's shutdown (issue 40): on SIGTERM /_ready answers 503 at once, a request in flight gets its answer, and
// Strapi closes its database pool and exits only after it (its log says so). The fault stage's Strapi has
// SHUTDOWN_DELAY_MS=1000 (scripts/test.mjs): the listener stays open for a second after the signal.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { control } from '../support/faults';
import { sleep, slowPost } from '../support/slow-request';
import { STRAPI_URL } from '../support/strapi';

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
afterAll(async () => {
  if (stopped) await control('strapi', 'start');
});

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
});
