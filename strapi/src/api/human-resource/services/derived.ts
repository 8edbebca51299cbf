/**
 * Tables derived from candidate columns that the search must read through an index, which JSON columns cannot
 * give the same way on SQLite and PostgreSQL: the blacklisted VAT numbers (blacklist.ts), the terms of the
 * technical sheet (sheet-terms.ts) and the candidates' places (places.ts). Each table declares its rows for one
 * candidate; this module keeps them all in sync:
 *
 * - lifecycle hooks recompute a candidate's rows on every hr-user create/update/delete made through Strapi;
 * - candidates written around Strapi (the seed's bulk paths, the benchmark's clone, manual SQL) are caught up
 *   AFTER start, in the background (`catchUp`): those with no row in `hr_user_derived_sync`, or whose
 *   `updated_at` or derivation version differs from the one recorded when their rows were computed. Start-up
 *   itself never walks the candidates (issue 29): Strapi listens at once. The work goes in ranges of ids, each
 *   claimed in `job_runs` (utils/job-run.ts) while it runs, so that several instances share it and none does a
 *   range twice; a claim left by a crash is taken over after `CLAIM_STALE_MS`, and what a crash left undone is
 *   found again (no fresh sync row), so the work resumes. Rows of deleted candidates are removed there too.
 * - until an instance has seen every candidate derived (`allDerived`, a flag per instance, set by the catch-up),
 *   the search falls back to the source columns for the candidates without a fresh sync row (`freshSql`,
 *   search.ts): decisions.md "Derived tables caught up in the background".
 *
 * A write that bypasses Strapi and leaves `updated_at` unchanged is not seen until that column changes; a write
 * around a running Strapi is caught up at its next start.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { runKey } from '../../job-run/services/job-run';
import type { DerivedTable } from '../../../utils/derived-table';
import { blacklistTable } from './blacklist';
import { placesTable } from './places';
import { sheetTermsTable } from './sheet-terms';

const HR_USER = 'api::hr-user.hr-user';
export const SYNC_TABLE = 'hr_user_derived_sync';
/** Candidate ids per claimed range of the catch-up (one transaction each); rows inserted per statement. */
const BATCH = 500;
const INSERT_CHUNK = 500;
/** A range claim this old was left by a crashed instance: another one takes it over. */
const CLAIM_STALE_MS = 2 * 60_000;
/** The catch-up's progress line, at most this often; the wait before looking again at ranges others hold. */
const PROGRESS_MS = 10_000;
const RETRY_MS = 5_000;

/** `derived_from`: hr_users.updated_at as SQL text, read with the source columns the rows are computed from. */
type Source = Record<string, unknown> & { id: number; derived_from: string | null };

/** The version recorded in `hr_user_derived_sync` for rows computed by these tables' definitions. */
export const versionOf = (tables: readonly DerivedTable[]) =>
  tables.map((t) => `${t.name}@${t.version}`).join(',');

// updated_at is recorded and compared as SQL text on both sides, never through JavaScript: SQLite stores a number,
// PostgreSQL a timestamp with microseconds that a JS Date would round.
// Exported for the benchmarks' bulk clone (scripts/lib/bench-data.mjs), which records its rows the same way.
export const UPDATED_AT_TEXT = 'CAST(u.updated_at AS TEXT)';

const sourceColumns = (knex: Knex, tables: readonly DerivedTable[]) => [
  ...['id', ...new Set(tables.flatMap((t) => t.columns))].map((c) => `u.${c}`),
  knex.raw(`${UPDATED_AT_TEXT} as derived_from`),
];

/** The candidates whose derived rows are missing or stale (alias u for hr_users, s for the sync table). */
const stale = (knex: Knex, version: string) =>
  knex('hr_users as u')
    .leftJoin(`${SYNC_TABLE} as s`, 's.hr_user_id', 'u.id')
    .where((w) =>
      w
        .whereNull('s.hr_user_id')
        .orWhereNot('s.version', version)
        .orWhereRaw(`coalesce(s.updated_at, '') <> coalesce(${UPDATED_AT_TEXT}, '')`),
    );

/**
 * Replaces every derived row of these candidates and records what they were computed from (the `updated_at` read
 * with the sources: a write in between leaves the sync row stale, so the candidate is done again). Rows another
 * transaction inserted meanwhile (a hook and the catch-up on the same candidate) are skipped, not an error.
 */
const recompute = async (trx: Knex, tables: readonly DerivedTable[], sources: Source[]) => {
  if (sources.length === 0) return;
  const ids = sources.map((s) => s.id);
  for (const table of tables) {
    await trx(table.name).whereIn('hr_user_id', ids).delete();
    const rows = sources.flatMap((source) => table.rowsOf(source.id, source));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx(table.name)
        .insert(rows.slice(i, i + INSERT_CHUNK))
        .onConflict()
        .ignore();
    }
  }
  const version = versionOf(tables);
  const syncRows = sources.map((s) => ({ hr_user_id: s.id, updated_at: s.derived_from, version }));
  for (let i = 0; i < syncRows.length; i += INSERT_CHUNK) {
    await trx(SYNC_TABLE)
      .insert(syncRows.slice(i, i + INSERT_CHUNK))
      .onConflict('hr_user_id')
      .merge();
  }
};

/** The triggers of a table's `copies` (named after the table, whose name carries its layout). */
const triggerNames = (name: string) => ({ copies: `${name}_copies`, gone: `${name}_gone` });

/**
 * The database keeps a table's `copies` of hr_users columns through every UPDATE of them, in the writer's own
 * statement (the hooks see only Strapi's per-row writes: an `updateMany`, a knex update or raw SQL would leave them
 * stale, and the search reads them without hr_users), and drops the table's rows with their candidate. Created when
 * missing or different (a start takes no lock of hr_users when they are in place). A change of the copies takes a
 * new table name (a new layout), hence new triggers; the old ones go with the old table (`dropRetired`).
 */
const keepCopies = async (knex: Knex, table: DerivedTable, isPg: boolean) => {
  if (!table.copies?.length) return;
  const names = triggerNames(table.name);
  const q = (column: string) => `"${column}"`;
  const of = table.copies.map(q).join(', ');
  const changed = table.copies
    .map((c) => `OLD.${q(c)} ${isPg ? 'IS DISTINCT FROM' : 'IS NOT'} NEW.${q(c)}`)
    .join(' OR ');
  const update = `UPDATE ${q(table.name)} SET ${table.copies.map((c) => `${q(c)} = NEW.${q(c)}`).join(', ')} WHERE hr_user_id = NEW.id`;
  const remove = `DELETE FROM ${q(table.name)} WHERE hr_user_id = OLD.id`;
  if (!isPg) {
    for (const [name, sql] of [
      [
        names.copies,
        `CREATE TRIGGER ${q(names.copies)} AFTER UPDATE OF ${of} ON hr_users FOR EACH ROW WHEN ${changed} ` +
          `BEGIN ${update}; END`,
      ],
      [
        names.gone,
        `CREATE TRIGGER ${q(names.gone)} AFTER DELETE ON hr_users FOR EACH ROW BEGIN ${remove}; END`,
      ],
    ]) {
      // SQLite keeps the statement as written: a different one is replaced.
      const found = (await knex.raw("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?", [
        name,
      ])) as Array<{ sql: string }>;
      if (found[0]?.sql === sql) continue;
      await knex.transaction(async (trx) => {
        await trx.raw(`DROP TRIGGER IF EXISTS ${q(name)}`);
        await trx.raw(sql);
      });
    }
    return;
  }
  const wanted = [
    // `on` as pg_get_triggerdef spells it (plain lower-case names unquoted).
    {
      name: names.copies,
      body: ` BEGIN ${update}; RETURN NULL; END `,
      on: `UPDATE OF ${table.copies.join(', ')}`,
      when: changed,
    },
    { name: names.gone, body: ` BEGIN ${remove}; RETURN NULL; END `, on: 'DELETE', when: null },
  ];
  for (const { name, body, on, when } of wanted) {
    const found = (await knex.raw(
      `SELECT p.prosrc AS body, pg_get_triggerdef(t.oid) AS def FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE t.tgrelid = CAST('hr_users' AS regclass) AND t.tgname = ?`,
      [name],
    )) as { rows: Array<{ body: string; def: string }> };
    const row = found.rows[0];
    // pg_get_triggerdef spells the WHEN its own way: the events and the body tell a changed definition.
    if (row && row.body === body && row.def.includes(`AFTER ${on} ON`)) continue;
    await knex.transaction(async (trx) => {
      await trx.raw(
        `CREATE OR REPLACE FUNCTION ${q(name)}() RETURNS trigger LANGUAGE plpgsql AS $$${body}$$`,
      );
      await trx.raw(
        `CREATE OR REPLACE TRIGGER ${q(name)} AFTER ${on} ON hr_users FOR EACH ROW
         ${when ? `WHEN (${when})` : ''} EXECUTE FUNCTION ${q(name)}()`,
      );
    });
  }
};

/** Drops the tables of a table's earlier layouts, their triggers first (an UPDATE of hr_users would fail after). */
const dropRetired = async (knex: Knex, table: DerivedTable, isPg: boolean) => {
  for (const name of table.retired ?? []) {
    for (const trigger of Object.values(triggerNames(name))) {
      await knex.raw(`DROP TRIGGER IF EXISTS "${trigger}"${isPg ? ' ON hr_users' : ''}`);
      if (isPg) await knex.raw(`DROP FUNCTION IF EXISTS "${trigger}"()`);
    }
    await knex.schema.dropTableIfExists(name);
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type CatchUp = { derived: number; stale: number; seconds: number };

/** The derived tables of one Strapi instance: created at start, kept by the hooks, caught up in the background. */
const derivedTablesOf = (strapi: Core.Strapi, tables: readonly DerivedTable[]) => {
  const version = versionOf(tables);
  const isPg = () => strapi.db.dialect.client === 'postgres';
  const knex = () => strapi.db.connection;
  let allDerived = false;
  let stopped = false;
  let running: Promise<CatchUp> | null = null;

  // Tables whose statistics target changed at this start: analyzed after the catch-up (PostgreSQL).
  const retuned: string[] = [];

  const create = async () => {
    for (const table of tables) {
      if (!(await knex().schema.hasTable(table.name))) {
        await knex().schema.createTable(table.name, (builder) => table.create(builder, { isPg: isPg() }));
      }
      for (const index of table.indexes ?? []) {
        const include = isPg() && index.include?.length ? index.include : [];
        await knex().raw(
          `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ?? ON ?? ` +
            `(${index.columns.map(() => '??').join(', ')})` +
            (include.length ? ` INCLUDE (${include.map(() => '??').join(', ')})` : ''),
          [index.name, table.name, ...index.columns, ...include],
        );
      }
      await keepCopies(knex(), table, isPg());
      if (isPg() && table.statistics) {
        const { column, target } = table.statistics;
        const current = (await knex().raw(
          'SELECT attstattarget AS t FROM pg_attribute WHERE attrelid = CAST(? AS regclass) AND attname = ?',
          [table.name, column],
        )) as { rows: Array<{ t: number | string }> };
        if (Number(current.rows[0]?.t) !== target) {
          await knex().raw(`ALTER TABLE ?? ALTER COLUMN ?? SET STATISTICS ${Number(target)}`, [
            table.name,
            column,
          ]);
          retuned.push(table.name);
        }
      }
    }
    if (!(await knex().schema.hasTable(SYNC_TABLE))) {
      await knex().schema.createTable(SYNC_TABLE, (table) => {
        table.integer('hr_user_id').notNullable().primary();
        table.string('updated_at', 40).nullable();
        table.string('version', 255).notNullable();
      });
    }
  };

  /** Rows of candidates deleted around Strapi, found through their sync rows (one per candidate), a batch at a time. */
  const removeDeleted = async () => {
    for (;;) {
      const rows = (await knex()(`${SYNC_TABLE} as s`)
        .select('s.hr_user_id')
        .whereNotExists(knex()('hr_users as u').select(knex().raw('1')).whereRaw('u.id = s.hr_user_id'))
        .limit(BATCH)) as Array<{ hr_user_id: number | string }>;
      if (rows.length === 0) return;
      const ids = rows.map((row) => Number(row.hr_user_id));
      await knex().transaction(async (trx) => {
        for (const name of [...tables.map((t) => t.name), SYNC_TABLE])
          await trx(name).whereIn('hr_user_id', ids).delete();
      });
    }
  };

  const firstStaleAfter = async (id: number): Promise<number | null> => {
    const row = (await stale(knex(), version).where('u.id', '>', id).orderBy('u.id').first('u.id')) as
      { id: number | string } | undefined;
    return row ? Number(row.id) : null;
  };

  /** Derives the stale candidates of ids [lo, hi], read and written in one transaction. */
  const deriveRange = (lo: number, hi: number): Promise<number> =>
    knex().transaction(async (trx) => {
      const sources = (await stale(trx, version)
        .select(sourceColumns(trx, tables))
        .whereBetween('u.id', [lo, hi])
        .orderBy('u.id')) as Source[];
      await recompute(trx, tables, sources);
      return sources.length;
    });

  /**
   * One catch-up to the end: every stale candidate derived by this instance or another one. Ranges of BATCH ids,
   * each claimed while it is derived (`derived-tables:ids:<first id>`) and released after; a range claimed
   * elsewhere is skipped, then looked at again until nothing is stale. Sets `allDerived` at the end.
   */
  const catchUpOnce = async (): Promise<CatchUp> => {
    const started = Date.now();
    await removeDeleted();
    const row = (await stale(knex(), version).count({ n: '*' }).first()) as
      { n: number | string } | undefined;
    const total = Number(row?.n ?? 0);
    if (total > 0) strapi.log.info(`[search] derived tables: 0 / ${total} candidates (in the background)`);
    let derived = 0;
    let logged = Date.now();
    for (;;) {
      for (let cursor = 0; ;) {
        if (stopped) return { derived, stale: total, seconds: (Date.now() - started) / 1000 };
        const next = await firstStaleAfter(cursor);
        if (next === null) break;
        const lo = Math.floor((next - 1) / BATCH) * BATCH + 1;
        const hi = lo + BATCH - 1;
        const key = runKey('derived-tables', 'ids', lo);
        if (
          await strapi
            .service('api::job-run.job-run')
            .claimRunTakingOver(key, new Date(Date.now() - CLAIM_STALE_MS))
        ) {
          try {
            derived += await deriveRange(lo, hi);
          } finally {
            await strapi.service('api::job-run.job-run').releaseRun(key);
          }
        }
        cursor = hi;
        if (Date.now() - logged >= PROGRESS_MS) {
          strapi.log.info(`[search] derived tables: ${derived} / ${total} candidates`);
          logged = Date.now();
        }
        // Let the requests waiting for SQLite's one connection in between two ranges.
        await new Promise((resolve) => setImmediate(resolve));
      }
      if ((await firstStaleAfter(0)) === null) break;
      await sleep(RETRY_MS);
    }
    allDerived = true;
    const seconds = (Date.now() - started) / 1000;
    if (total > 0)
      strapi.log.info(
        `[search] derived tables: ${derived} / ${total} candidates, all derived in ${seconds.toFixed(1)} s` +
          (derived < total ? ' (the rest by other instances)' : ''),
      );
    return { derived, stale: total, seconds };
  };

  /** The catch-up, started once (again after `forget`); a failure is logged and the catch-up tried again later. */
  const catchUp = (): Promise<CatchUp> => {
    running ??= (async () => {
      for (;;) {
        try {
          return await catchUpOnce();
        } catch (error) {
          if (stopped) return { derived: 0, stale: 0, seconds: 0 };
          strapi.log.error(`[search] derived tables: catch-up failed, retrying: ${(error as Error).message}`);
          await sleep(RETRY_MS);
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const subscribeHooks = () => {
    // Hooks run inside the caller's transaction when there is one (the seed writes in one): a nested
    // strapi.db.transaction reuses it, where the bare connection would wait for SQLite's only connection.
    const refresh = (hrUserId: number) =>
      strapi.db.transaction(async ({ trx }) => {
        const source = (await trx('hr_users as u')
          .select(sourceColumns(trx, tables))
          .where('u.id', hrUserId)
          .first()) as Source | undefined;
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

  return {
    /**
     * At start: creates the tables and subscribes the hooks, then returns; the catch-up runs in the background,
     * followed by `afterCatchUp` (planner statistics, start-up counts) when it has finished.
     */
    setup: async (afterCatchUp: () => Promise<void>) => {
      await create();
      subscribeHooks();
      void catchUp().then(async () => {
        if (stopped) return;
        try {
          for (const table of tables) await dropRetired(knex(), table, isPg());
          for (const name of retuned.splice(0)) await knex().raw('ANALYZE ??', [name]);
          await afterCatchUp();
        } catch (error) {
          strapi.log.error(`[search] after the derived tables' catch-up: ${(error as Error).message}`);
        }
      });
    },
    catchUp,
    /** True once this instance has seen no stale candidate: the search then needs no fallback. */
    allDerived: () => allDerived,
    /**
     * SQL (with its bindings) true for candidate `u` whose derived rows are fresh; the search takes the source
     * columns for the others while `allDerived()` is false.
     */
    freshSql: () => ({
      sql: `EXISTS (SELECT 1 FROM ${SYNC_TABLE} ds WHERE ds.hr_user_id = u.id AND ds.version = ?
        AND coalesce(ds.updated_at, '') = coalesce(${UPDATED_AT_TEXT}, ''))`,
      bindings: [version],
    }),
    /** Back to the fallback until the next catch-up (test hooks: rows written around a running Strapi). */
    forget: () => {
      allDerived = false;
    },
    /** At shutdown: the catch-up stops after its current range. */
    stop: () => {
      stopped = true;
    },
  };
};

/** Planner statistics, so that SQLite prefers walking ultima_modifica over low-selectivity indexes and knows how
 * rare a sheet term is; PostgreSQL keeps its own (autovacuum). Off the start-up path: after the catch-up, and
 * sampled (`analysis_limit`), measured in docs/performance.md. */
const analyze = async (strapi: Core.Strapi) => {
  if (strapi.db.dialect.client === 'postgres') return;
  const started = Date.now();
  await strapi.db.connection.raw('PRAGMA analysis_limit = 1000');
  await strapi.db.connection.raw('ANALYZE');
  strapi.log.info(`[search] ANALYZE in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

/**
 * The derived tables: the blacklist, the technical-sheet terms and the candidates' places (issue 25). Also read by
 * the benchmarks' bulk clone (scripts/lib/bench-data.mjs, from Strapi's build), which computes its rows with their
 * `rowsOf` and records `versionOf(derivedTables)`, so that Strapi's catch-up finds nothing to do.
 */
export const derivedTables: readonly DerivedTable[] = [blacklistTable, sheetTermsTable, placesTable];

const derivedService = ({ strapi }: { strapi: Core.Strapi }) => {
  // Built on first use.
  let built: ReturnType<typeof derivedTablesOf> | undefined;
  const derived = () => (built ??= derivedTablesOf(strapi, derivedTables));
  return {
    /** At start (bootstrap): returns before any candidate is derived (see the top of this file). */
    setup: () =>
      derived().setup(async () => {
        await analyze(strapi);
        await strapi.service('api::human-resource.places').logUnplaced();
      }),
    catchUp: () => derived().catchUp(),
    allDerived: () => derived().allDerived(),
    freshSql: () => derived().freshSql(),
    forget: () => derived().forget(),
    stop: () => built?.stop(),
  };
};

export type DerivedService = ReturnType<typeof derivedService>;

export default derivedService;
