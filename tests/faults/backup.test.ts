// Backups that restore (issue 40): `npm run backup` of the running stack while requests write to the database, then
// the database and the uploads wiped with Strapi stopped, `npm run restore`, and Strapi started again: every table
// has the rows of the manifest, the uploads are back and the demo company signs in; what money and unlocks decided
// is the same row for row: who unlocked whom, until when exclusive, at which stage, the invoices' numbers and the
// counter the next invoice number comes from (a restore that lost it would number two invoices alike). On the fault stage's stack
// (PostgreSQL when installed: pg_dump / pg_restore; else SQLite: the online backup API).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { control } from '../support/faults';
import { sql } from '../support/db';
import { jwtFor, STRAPI_URL } from '../support/strapi';

const dataEnv = JSON.parse(process.env.STRAPI_DATA_ENV ?? '{}') as Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), 'portale-backup-test-'));
let stopped = false;

afterAll(async () => {
  if (stopped) await control('strapi', 'start');
  rmSync(dir, { recursive: true, force: true });
});

function npmScript(script: string, args: string[]) {
  const result = spawnSync(process.execPath, [`scripts/${script}.mjs`, ...args], {
    env: { ...process.env, ...dataEnv },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Writes while the backup runs: rate-limit counters through Strapi's internal route, one after another. */
function writeUntil(done: { value: boolean }) {
  let writes = 0;
  const loop = (async () => {
    while (!done.value) {
      const response = await fetch(`${STRAPI_URL}/api/internal/rate-limits`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-internal-secret': process.env.INTERNAL_API_SECRET ?? '',
        },
        body: JSON.stringify({ op: 'hit', keys: [`backup-test:w${writes}`], windowMs: 600_000 }),
      });
      expect(response.status).toBe(200);
      writes += 1;
    }
  })();
  return { loop, count: () => writes };
}

/** The rows whose loss would cost money or a promise: unlocks, invoices and their numbering, credit movements. */
async function decisions() {
  const [unlocks, invoices, counters, movements] = await Promise.all([
    sql<Record<string, unknown>>(
      'SELECT document_id, data_sblocco, esclusiva_fino_al, candidato_cancellato, fase FROM unlocks ORDER BY document_id',
    ),
    sql<Record<string, unknown>>('SELECT anno, numero, totale FROM invoices ORDER BY anno, numero'),
    sql<Record<string, unknown>>('SELECT anno, ultimo FROM invoice_counters ORDER BY anno'),
    sql<Record<string, unknown>>('SELECT document_id FROM credit_movements ORDER BY document_id'),
  ]);
  // Dates and numbers as text: the driver's spelling of a value read back is not what is compared.
  return JSON.parse(
    JSON.stringify({ unlocks, invoices, counters, movements }, (_, v) =>
      v === null ? null : typeof v === 'object' ? v : String(v),
    ),
  );
}

describe('backup and restore', () => {
  it('a backup taken under writes restores every table, the uploads and a working sign-in', async () => {
    expect(Object.keys(dataEnv).length).toBeGreaterThan(0);
    const before = await decisions();
    expect(before.unlocks.length).toBeGreaterThan(0);
    const done = { value: false };
    const writer = writeUntil(done);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const backup = npmScript('backup', ['--dir', dir]);
    done.value = true;
    await writer.loop;
    expect(backup.status, backup.output).toBe(0);
    expect(writer.count()).toBeGreaterThan(0);
    const [archive] = readdirSync(dir).filter((name) => name.endsWith('.tar.gz'));
    expect(archive).toMatch(/^portale-\d{4}-\d\d-\d\dT.*\.tar\.gz$/);

    // Wipe: Strapi stopped, the database emptied, the uploads gone.
    stopped = true;
    await control('strapi', 'stop');
    const uploads = join(dataEnv.STRAPI_PUBLIC_DIR, 'uploads');
    const uploadsBefore = readdirSync(uploads).length;
    expect(uploadsBefore).toBeGreaterThan(0);
    rmSync(uploads, { recursive: true, force: true });
    if (dataEnv.DATABASE_URL) {
      await sql('drop schema public cascade');
      await sql('create schema public');
    } else rmSync(dataEnv.DATABASE_FILENAME, { force: true });

    const restore = npmScript('restore', [join(dir, archive)]);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toContain('every table as in the manifest');
    expect(existsSync(uploads) && readdirSync(uploads).length).toBe(uploadsBefore);

    await control('strapi', 'start');
    stopped = false;
    expect(await jwtFor('azienda@demo.it')).toMatch(/^ey/);
    const after = await decisions();
    console.info(
      `[backup] restored alike: ${after.unlocks.length} unlocks, ${after.invoices.length} invoices, ${after.counters.length} invoice counters, ${after.movements.length} credit movements`,
    );
    expect(after).toEqual(before);
  });
});
