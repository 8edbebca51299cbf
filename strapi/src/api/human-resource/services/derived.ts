/**
 * Tables derived from candidate columns that the search must read through an index, which JSON columns cannot
 * give the same way on SQLite and PostgreSQL: the blacklisted VAT numbers (blacklist.ts), the terms of the
 * technical sheet (sheet-terms.ts) and the candidates' places (places.ts). Each table declares its rows for one
 * candidate; this module keeps them all in sync:
 *
 * - lifecycle hooks recompute a candidate's rows on every hr-user create/update/delete made through Strapi;
 * - at start, candidates written around Strapi (the seed's bulk paths, the benchmark's clone, manual SQL) are
 *   caught up: those with no row in `hr_user_derived_sync`, or whose `updated_at` or derivation version differs
 *   from the one recorded when their rows were computed. Rows of deleted candidates are removed.
 *
 * A write that bypasses Strapi and leaves `updated_at` unchanged is not seen until that column changes.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { blacklistTable } from './blacklist';
import { placesTable } from './places';
import { sheetTermsTable } from './sheet-terms';

export type DerivedTable = {
  name: string;
  /** hr_users columns the rows are computed from. */
  columns: readonly string[];
  /** Bump when the rows computed from the same data change (e.g. a new tokenizer): every candidate is redone. */
  version: number;
  create: (table: Knex.CreateTableBuilder, dialect: { isPg: boolean }) => void;
  rowsOf: (hrUserId: number, source: Record<string, unknown>) => Array<Record<string, unknown>>;
};

const HR_USER = 'api::hr-user.hr-user';
export const SYNC_TABLE = 'hr_user_derived_sync';
/** Candidates recomputed per transaction at start; rows inserted per statement. */
const BATCH = 500;
const INSERT_CHUNK = 500;

type Source = Record<string, unknown> & { id: number };

/** The version recorded in `hr_user_derived_sync` for rows computed by these tables' definitions. */
export const versionOf = (tables: readonly DerivedTable[]) =>
  tables.map((t) => `${t.name}@${t.version}`).join(',');

// updated_at is recorded and compared as SQL text on both sides, never through JavaScript: SQLite stores a number,
// PostgreSQL a timestamp with microseconds that a JS Date would round.
// Exported for the benchmarks' bulk clone (scripts/lib/bench-data.mjs), which records its rows the same way.
export const UPDATED_AT_TEXT = 'CAST(u.updated_at AS TEXT)';

const sourceColumns = (tables: readonly DerivedTable[]) => [
  'id',
  ...new Set(tables.flatMap((t) => t.columns)),
];

/** Replaces every derived row of these candidates, and records what they were computed from. */
const recompute = async (trx: Knex, tables: readonly DerivedTable[], sources: Source[]) => {
  if (sources.length === 0) return;
  const ids = sources.map((s) => s.id);
  for (const table of tables) {
    await trx(table.name).whereIn('hr_user_id', ids).delete();
    const rows = sources.flatMap((source) => table.rowsOf(source.id, source));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx(table.name).insert(rows.slice(i, i + INSERT_CHUNK));
    }
  }
  await trx(SYNC_TABLE).whereIn('hr_user_id', ids).delete();
  await trx.raw(
    `INSERT INTO ${SYNC_TABLE} (hr_user_id, updated_at, version)
     SELECT u.id, ${UPDATED_AT_TEXT}, ? FROM hr_users u WHERE u.id IN (${ids.map(() => '?').join(', ')})`,
    [versionOf(tables), ...ids],
  );
};

/** Creates the tables, catches up the candidates written around Strapi and subscribes the hooks. */
const setupDerivedTables = async (strapi: Core.Strapi, tables: readonly DerivedTable[]) => {
  const knex = strapi.db.connection;
  const isPg = strapi.db.dialect.client === 'postgres';
  for (const table of tables) {
    if (!(await knex.schema.hasTable(table.name))) {
      await knex.schema.createTable(table.name, (builder) => table.create(builder, { isPg }));
    }
  }
  if (!(await knex.schema.hasTable(SYNC_TABLE))) {
    await knex.schema.createTable(SYNC_TABLE, (table) => {
      table.integer('hr_user_id').notNullable().primary();
      table.string('updated_at', 40).nullable();
      table.string('version', 255).notNullable();
    });
  }

  // Deleted candidates.
  for (const name of [...tables.map((t) => t.name), SYNC_TABLE]) {
    await knex(name)
      .whereNotExists(knex('hr_users as u').select(knex.raw('1')).whereRaw(`u.id = ${name}.hr_user_id`))
      .delete();
  }

  // Stale candidates, a page at a time so that 100k profiles do not sit in memory at once.
  const version = versionOf(tables);
  const columns = sourceColumns(tables);
  let caughtUp = 0;
  for (let lastId = 0; ;) {
    const sources = (await knex('hr_users as u')
      .leftJoin(`${SYNC_TABLE} as s`, 's.hr_user_id', 'u.id')
      .select(columns.map((c) => `u.${c}`))
      .where('u.id', '>', lastId)
      .where((w) =>
        w
          .whereNull('s.hr_user_id')
          .orWhereNot('s.version', version)
          .orWhereRaw(`coalesce(s.updated_at, '') <> coalesce(${UPDATED_AT_TEXT}, '')`),
      )
      .orderBy('u.id')
      .limit(BATCH)) as Source[];
    if (sources.length === 0) break;
    lastId = sources[sources.length - 1].id;
    await knex.transaction((trx) => recompute(trx, tables, sources));
    caughtUp += sources.length;
  }
  if (caughtUp > 0) strapi.log.info(`[search] derived tables recomputed for ${caughtUp} candidates`);

  // Planner statistics, so that SQLite prefers walking ultima_modifica over low-selectivity indexes and knows
  // how rare a sheet term is; PostgreSQL keeps its own statistics (autovacuum).
  if (!isPg) await knex.raw('ANALYZE');

  // Hooks run inside the caller's transaction when there is one (the seed writes in one): a nested
  // strapi.db.transaction reuses it, where the bare connection would wait for SQLite's only connection.
  const refresh = (hrUserId: number) =>
    strapi.db.transaction(async ({ trx }) => {
      const source = (await trx('hr_users').select(columns).where('id', hrUserId).first()) as
        Source | undefined;
      if (source) await recompute(trx, tables, [source]);
    });
  const forget = (hrUserId: number) =>
    strapi.db.transaction(async ({ trx }) => {
      for (const name of [...tables.map((t) => t.name), SYNC_TABLE]) {
        await trx(name).where('hr_user_id', hrUserId).delete();
      }
    });

  strapi.db.lifecycles.subscribe({
    models: [HR_USER],
    async afterCreate(event) {
      const id = (event.result as { id?: number } | undefined)?.id;
      if (id) await refresh(id);
    },
    async afterUpdate(event) {
      const id = (event.result as { id?: number } | undefined)?.id;
      if (id) await refresh(id);
    },
    async afterDelete(event) {
      const id = (event.result as { id?: number } | undefined)?.id;
      if (id) await forget(id);
    },
  });
};

/**
 * The derived tables: the blacklist, the technical-sheet terms and the candidates' places (issue 25). Also read by
 * the benchmarks' bulk clone (scripts/lib/bench-data.mjs, from Strapi's build), which computes its rows with their
 * `rowsOf` and records `versionOf(derivedTables)`, so that Strapi's start finds nothing to catch up.
 */
export const derivedTables: readonly DerivedTable[] = [blacklistTable, sheetTermsTable, placesTable];

const derivedService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** At start (bootstrap). */
  setup: () => setupDerivedTables(strapi, derivedTables),
});

export type DerivedService = ReturnType<typeof derivedService>;

export default derivedService;
