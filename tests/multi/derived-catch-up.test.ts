// Two Strapi instances share the background catch-up of the derived tables (issue 29, strapi/src/api/human-resource/
// services/derived.ts): candidates written around Strapi in bulk (raw SQL, as the benchmark's clone writes them)
// are derived in ranges of ids claimed in job_runs, so between them the two derive every candidate once, and each
// does part of the work. Run by the two-instance stage (PostgreSQL, STRAPI_URLS names both instances).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { SYNC_TABLE } from '../../strapi/src/api/human-resource/services/derived';
import { BLACKLIST_TABLE } from '../../strapi/src/api/human-resource/services/blacklist';
import { PLACES_TABLE } from '../../strapi/src/api/human-resource/services/places';
import { SHEET_TERMS_TABLE } from '../../strapi/src/api/human-resource/services/sheet-terms';
import { sql } from '../support/db';

const STRAPIS = (process.env.STRAPI_URLS ?? '').split(',').filter(Boolean);
/** Ten ranges of the catch-up (500 ids each). */
const COUNT = 5000;
const prefix = `multi${randomUUID().replace(/-/g, '').slice(0, 8)}`;

afterAll(async () => {
  const own = `SELECT id FROM hr_users WHERE document_id LIKE '${prefix}%'`;
  for (const table of [SHEET_TERMS_TABLE, BLACKLIST_TABLE, PLACES_TABLE, SYNC_TABLE])
    await sql(`DELETE FROM ${table} WHERE hr_user_id IN (${own})`);
  await sql(`DELETE FROM hr_users WHERE document_id LIKE '${prefix}%'`);
});

type CatchUp = { derived: number; stale: number; allDerived: boolean };

const derivedHook = async (base: string, action: 'forget' | 'catch-up') => {
  const response = await fetch(`${base}/api/test-hooks/derived`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: CatchUp }).data;
};

describe('the catch-up of the derived tables on two instances', () => {
  it('derives every bulk-written candidate once, the ranges shared between the instances', async () => {
    expect(STRAPIS.length).toBe(2);
    for (const base of STRAPIS) await derivedHook(base, 'catch-up');

    const [{ data_type: jsonType }] = await sql<{ data_type: string }>(
      `SELECT data_type FROM information_schema.columns WHERE table_name = 'hr_users' AND column_name = ?`,
      ['scheda_tecnica'],
    );
    await sql(
      `INSERT INTO hr_users (document_id, nome, cognome, citta, provincia, scheda_tecnica, blacklisted_pivas,
         ultima_modifica, created_at, updated_at, published_at)
       SELECT CAST(? AS TEXT) || lpad(CAST(g AS TEXT), 10, '0'), 'Multi', 'Istanza', 'Milano', 'MI',
         CAST(? AS ${jsonType}), CAST('[]' AS ${jsonType}), current_date, now(), now(), now()
       FROM generate_series(1, ${COUNT}) g`,
      [prefix, JSON.stringify({ saldatura: { tipi: ['Altro'], extra: 'Brasatura orbitale' } })],
    );

    for (const base of STRAPIS) expect((await derivedHook(base, 'forget')).allDerived).toBe(false);
    const [a, b] = await Promise.all(STRAPIS.map((base) => derivedHook(base, 'catch-up')));
    console.info(`[derived] catch-up on two instances: ${a.derived} + ${b.derived} of ${COUNT} candidates`);

    expect(a.allDerived && b.allDerived).toBe(true);
    // Once each: no range done twice, none lost.
    expect(a.derived + b.derived).toBe(COUNT);
    // Shared: each instance derived some of them.
    expect(a.derived).toBeGreaterThan(0);
    expect(b.derived).toBeGreaterThan(0);
    const [synced] = await sql<{ n: number | string }>(
      `SELECT count(*) AS n FROM ${SYNC_TABLE} s JOIN hr_users u ON u.id = s.hr_user_id
       WHERE u.document_id LIKE '${prefix}%'`,
    );
    expect(Number(synced.n)).toBe(COUNT);
    // No claim left behind: each range's claim is released once derived.
    const [claims] = await sql<{ n: number | string }>(
      `SELECT count(*) AS n FROM job_runs WHERE chiave LIKE 'derived-tables:%'`,
    );
    expect(Number(claims.n)).toBe(0);
  }, 120_000);
});
