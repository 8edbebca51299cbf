// The plans of the main search shapes on PostgreSQL (issue 29 acceptance): with enough candidates for the planner to
// choose as on a national database, EXPLAIN of the SQL the search service really sends (test hook
// `search-plan`, strapi/src/api/test-hooks) walks an index in the order of the page and never sorts every match.
// The candidates are the benchmarks' bulk clone (scripts/lib/bench-data.mjs, derived rows included), added in
// beforeAll and removed in afterAll, so the files after this one see the seeded database again.
// PostgreSQL stage of `npm test` only (POSTGRES_URL): SQLite's planner is pinned by docs/performance.md's figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as derivedModule from '../../../strapi/src/api/human-resource/services/derived';
import { bulkCandidatesPg, CLONE_EMAIL_PATTERN, derivedOf } from '../../../scripts/lib/bench-data.mjs';
import { SHEET_TERMS_TABLE } from '../../../strapi/src/api/human-resource/services/sheet-terms';
import { BLACKLIST_TABLE } from '../../../strapi/src/api/human-resource/services/blacklist';
import { sql } from '../../support/db';
import { strapi } from '../../support/strapi';

/** Enough for PostgreSQL to prefer the ordered index walks it takes at 100,000 and 1,000,000 (docs/performance.md). */
const CLONES = 50_000;
const COMPANY = 'azienda@demo.it';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
};

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * EXPLAIN (FORMAT JSON) of the page query the search sends for these filters; `sheetDrivingLimit` lowers the
 * search's limit for a sheet word to drive (search.ts), so that a word of this clone counts as common.
 */
const planOf = async (filters: Record<string, string | readonly string[]>, sheetDrivingLimit?: number) => {
  const { status, body } = await strapi('/api/test-hooks/search-plan', {
    method: 'POST',
    json: { email: COMPANY, filters, sheetDrivingLimit },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  const { sql: text, plan } = body.data as { sql: string; plan: Array<{ Plan: PlanNode }> };
  return { text, root: plan[0].Plan };
};

const isSort = (n: PlanNode) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort';
const below = (node: PlanNode) => nodesOf(node).slice(1);
const readsCandidates = (n: PlanNode) => n['Relation Name'] === 'hr_users';
/** hr_users read by primary key: its own index, or the covering one of bootstrap/indexes.ts (without the row). */
const BY_ID = ['hr_users_pkey', 'hr_users_id_cover_ix'];
const byId = (n: PlanNode) => BY_ID.includes(n['Index Name'] ?? '');

/**
 * A Sort that must read every match of its part before the first row: neither above a Limit (the merge of the
 * bucket groups' bounded walks) nor over a driving list (candidates fetched by primary key from the ids a rare
 * sheet word or a small radius gives, which search.ts sorts by design).
 */
const sortsEveryMatch = (sort: PlanNode) =>
  !below(sort).some((n) => n['Node Type'] === 'Limit') && !below(sort).filter(readsCandidates).every(byId);

/** A Limit over an ordered index walk of hr_users: no Sort between them, so the walk stops after a page. */
const walksInOrder = (node: PlanNode): boolean => {
  if (isSort(node)) return false;
  if (readsCandidates(node) && /^Index( Only)? Scan$/.test(node['Node Type'])) return !byId(node);
  return (node.Plans ?? []).some(walksInOrder);
};

/** What the driving word's set reads: the word's term rows, the candidates' walked columns, the blacklist. */
const SET_READS = [SHEET_TERMS_TABLE, 'hr_users', BLACKLIST_TABLE];

/**
 * walk: an ordered index walk under a Limit; driven: the driving word's candidates read once from the term index
 * (search.ts `driven`, a materialized set the bucket groups read), fetched by primary key.
 */
const expectPlan = (shape: 'walk' | 'driven', root: PlanNode, text: string) => {
  const nodes = nodesOf(root);
  const context = `${text}\n${JSON.stringify(root, null, 1)}`;
  expect(nodes.filter(isSort).filter(sortsEveryMatch), `a Sort of every match: ${context}`).toEqual([]);
  expect(
    nodes.some((n) => n['Node Type'] === 'Seq Scan' && readsCandidates(n)),
    `a sequential scan of hr_users: ${context}`,
  ).toBe(false);
  if (shape === 'walk')
    expect(
      nodes.some((n) => n['Node Type'] === 'Limit' && walksInOrder(n)),
      `no ordered index walk under a Limit: ${context}`,
    ).toBe(true);
  else {
    expect(
      nodes
        .filter((n) => n['Relation Name'] === SHEET_TERMS_TABLE)
        .map((n) => n['Node Type'])
        .filter((type) => type !== 'Seq Scan'),
      `the sheet word's candidates not read once from the term index: ${context}`,
    ).toHaveLength(1);
    expect(
      nodes.filter(readsCandidates).every(byId),
      `hr_users read otherwise than by primary key: ${context}`,
    ).toBe(true);
    // The per-candidate seeks (a lookup's link rows, another word's terms, the circle's places row) are not made
    // for every candidate of the word inside the set, only above each group's newest-first read, until its page is
    // full (search.ts `drivenGroup`): at 1,000,000 "fanuc" has 10,019 candidates, a page needs a few dozen.
    const set = nodes.find((n) => n['Subplan Name'] === 'CTE driven');
    expect(set, `no materialized set of the word's candidates: ${context}`).toBeDefined();
    expect(
      nodesOf(set!)
        .map((n) => n['Relation Name'])
        .filter((name) => name !== undefined && !SET_READS.includes(name)),
      `per-candidate seeks inside the set: ${context}`,
    ).toEqual([]);
  }
};

describe.runIf(process.env.POSTGRES_URL)('search plans on PostgreSQL', () => {
  beforeAll(async () => {
    await bulkCandidatesPg(process.env.POSTGRES_URL, CLONES, 29, derivedOf(derivedModule));
  }, 120_000);

  afterAll(async () => {
    const [range] = await sql<{ first: number | null }>(
      'SELECT min(id) AS first FROM hr_users WHERE email LIKE ?',
      [CLONE_EMAIL_PATTERN],
    );
    if (range?.first == null) return;
    for (const table of [
      ...derivedModule.derivedTables.map((t) => t.name),
      derivedModule.SYNC_TABLE,
      'hr_users_aree_di_competenza_lnk',
      'hr_users_conoscenze_informatiche_lnk',
    ])
      await sql(`DELETE FROM ${table} WHERE hr_user_id >= ?`, [range.first]);
    await sql('DELETE FROM hr_users WHERE id >= ? AND email LIKE ?', [range.first, CLONE_EMAIL_PATTERN]);
    await sql('ANALYZE');
  }, 120_000);

  it('the clone is in place: every clone has its derived rows recorded as current', async () => {
    const [row] = await sql<{ clones: string; synced: string }>(
      `SELECT count(*) AS clones, count(s.hr_user_id) AS synced FROM hr_users u
       LEFT JOIN ${derivedModule.SYNC_TABLE} s ON s.hr_user_id = u.id AND s.version = ?
       WHERE u.email LIKE ?`,
      [derivedModule.versionOf(derivedModule.derivedTables), CLONE_EMAIL_PATTERN],
    );
    expect(Number(row.clones)).toBe(CLONES);
    expect(Number(row.synced)).toBe(CLONES);
  });

  it.each([
    ['default (disponibilita)', 'walk', {}],
    ['altri', 'walk', { bucket: 'altri' }],
    [
      // A rare word (in at most SHEET_DRIVING_LIMIT sheets, as "fanuc" here) drives: its candidates by primary key.
      '2 aree + scheda tecnica',
      'driven',
      { aree_di_competenza: ['Programmazione CNC', 'Robotica'], scheda_tecnica: 'fanuc' },
    ],
  ] as const)('%s: %s, no sort of every match', async (_label, shape, filters) => {
    const { text, root } = await planOf(filters);
    expectPlan(shape, root, text);
  });

  // A word in more sheets than the driving limit (here "fanuc", the limit lowered to 50 for this clone, as at
  // 1,000,000 candidates where it is in 10,019 sheets): with a lookup or a commuting circle it still drives, up to
  // SHEET_DRIVING_LIMIT_FILTERED sheets (docs/performance.md "One million"), its candidates read once for all the
  // bucket groups.
  it.each([
    [
      'common word + 2 aree',
      'driven',
      { aree_di_competenza: ['Programmazione CNC', 'Robotica'], scheda_tecnica: 'fanuc' },
    ],
    [
      'common word + area + entro 50 km',
      'driven',
      { aree_di_competenza: 'Programmazione CNC', scheda_tecnica: 'fanuc', distanza: '50' },
    ],
  ] as const)('%s: %s', async (_label, shape, filters) => {
    const { text, root } = await planOf(filters, 50);
    expectPlan(shape, root, text);
  });

  // The driving word's set is one range of the term index, whose entries carry the columns the set is filtered on and
  // the groups and the order read (sheet-terms.ts `SHEET_TERM_COPIES`): no hr_users row is read per candidate of the
  // word (at 1,000,000, 10,019 seeks of hr_users_id_cover_ix for "fanuc", about 45 ms: docs/performance.md "The
  // walked columns carried in the term rows"). A filter on a column the rows do not carry still reads hr_users.
  it.each([
    [
      '2 aree + scheda tecnica',
      { aree_di_competenza: ['Programmazione CNC', 'Robotica'], scheda_tecnica: 'fanuc' },
    ],
    [
      'area + scheda tecnica + entro 50 km',
      { aree_di_competenza: 'Programmazione CNC', scheda_tecnica: 'fanuc', distanza: '50' },
    ],
    ['scheda tecnica + luogo di lavoro', { scheda_tecnica: 'fanuc', luogoLavoro: 'TO' }],
  ] as const)("%s: the word's set reads no hr_users row", async (_label, filters) => {
    const { text, root } = await planOf(filters);
    const context = `${text}\n${JSON.stringify(root, null, 1)}`;
    const set = nodesOf(root).find((n) => n['Subplan Name'] === 'CTE driven');
    expect(set, `no materialized set of the word's candidates: ${context}`).toBeDefined();
    // One read of the term table through its (term, hr_user_id) index (an index-only scan, or a bitmap of that index
    // on a table the visibility map does not cover yet), the blacklist, and nothing else: no hr_users row.
    const reads = nodesOf(set!).filter((n) => n['Relation Name'] !== undefined);
    expect(
      reads.map((n) => n['Relation Name']).filter((name) => name !== BLACKLIST_TABLE),
      `the set reads more than the term rows: ${context}`,
    ).toEqual([SHEET_TERMS_TABLE]);
    expect(
      nodesOf(set!).filter((n) => n['Index Name'] === `${SHEET_TERMS_TABLE}_term_ix`),
      `the term rows not read through their index: ${context}`,
    ).toHaveLength(1);
  });

  it('with a filter the term rows do not carry, the set reads hr_users by primary key', async () => {
    const { text, root } = await planOf({
      scheda_tecnica: 'fanuc',
      eta: 'under35',
      aree_di_competenza: 'Robotica',
    });
    const set = nodesOf(root).find((n) => n['Subplan Name'] === 'CTE driven');
    expect(set, text).toBeDefined();
    expect(nodesOf(set!).filter(readsCandidates).every(byId), text).toBe(true);
    expect(nodesOf(set!).some(readsCandidates), text).toBe(true);
  });

  // The planner knows how common a word is (sheet-terms.ts `statistics`): with the default sample, "fanuc" was
  // estimated at 1 row at 1,000,000 candidates, and every query with it was driven from its candidates.
  it("a word's estimate is near its count", async () => {
    const range = `FROM ${SHEET_TERMS_TABLE} WHERE term >= 'fanuc' AND term < 'fanud'`;
    const [row] = await sql<{ n: string }>(`SELECT count(*) AS n ${range}`);
    const [explained] = await sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `EXPLAIN (FORMAT JSON) SELECT hr_user_id ${range}`,
    );
    expect(Number(row.n)).toBeGreaterThan(100);
    expect(explained['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(Number(row.n) / 2);
  });

  it('a province filter reads only the bucket group that can hold its candidates', async () => {
    const { text } = await planOf({ provincia: 'MI', aree_di_competenza: 'Saldatura' });
    expect(text.toLowerCase()).not.toContain('union all');
    const other = await planOf({ provincia: 'BG', aree_di_competenza: 'Saldatura' });
    expect(other.text.toLowerCase()).not.toContain('union all');
    expect(other.text).toMatch(/"u"\."mobilita" in/);
  });

  // With provincia=MI the bucket groups 2 and 3 (other provinces of the region, the rest of Italy) cannot match and
  // are not read (search.ts). Group 1 was then read by a bitmap of MI's candidates and a sort of those the area
  // matched, until the lookup was checked by its value ids (search.ts `lookups`): an ordered walk now.
  it('area + provincia: walk, no sort of every match', async () => {
    const { text, root } = await planOf({ provincia: 'MI', aree_di_competenza: 'Saldatura' });
    expectPlan('walk', root, text);
  });

  // The commuting circle's walked provinces (search.ts `distanceFilter`) and the bucket groups check each walked
  // candidate's mobility and contact check: stored in the province index (bootstrap/indexes.ts), the walk reads no
  // wide hr_users row ("area + entro 30 km" at 1,000,000: 94 -> 18 ms, docs/performance.md "The walked provinces
  // read from the index"). At 50,000 clones the planner sorts that combination's few matches instead of walking, so
  // the index itself is pinned here: its columns, and the plain one it replaces gone.
  it('the province walk index covers the mobility and the contact check', async () => {
    const rows = await sql<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'hr_users' AND indexname LIKE 'hr_users_provincia_%'",
    );
    expect(rows.map((row) => row.indexname)).toEqual(['hr_users_provincia_ultima_modifica_nf_cover_ix']);
    expect(rows[0].indexdef).toMatch(
      /\(provincia, ultima_modifica DESC NULLS LAST, id DESC\) INCLUDE \(mobilita, contatti_da_verificare\)$/,
    );
  });
});
