#!/usr/bin/env node
// `npm run bench:retention [-- --candidates 1000000 --seed 42 --postgres]`: a benchmark, not a test. Times the
// retention job's inactive-candidate selects (issue 41, privacy/services/retention.ts `inactiveWalks`, the
// compiled one of strapi/dist) over a throw-away database of N candidates with their accounts, before and after the
// index on up_users (avviso_inattivita_il, id) of bootstrap/indexes.ts, and with an index of the last sign-in.
//
// Why not bench:search's clone: it copies candidates without accounts (no up_users row, no link), and the rule reads
// the account's last sign-in. So the three tables the query reads are created here with the columns as Strapi makes
// them (SQLite: datetimes as integer milliseconds, dates as 'YYYY-MM-DD'; PostgreSQL: timestamp(6), date) and filled
// with a steady state, as after the job has run daily for a while (seeded PRNG): each candidate's last activity is
// spread over the 24 months of the rule plus its 31 days of notice; half were last active by signing in (their
// profile updated up to a year before), half by updating the profile (their last sign-in up to a year before, as a
// candidate who confirms from the freshness e-mail without signing in), 10% never signed in. Those past the cutoff
// for more than a day already have their notice (the day they crossed it); those past it for 30 days are due for
// erasure. Only the selects are timed, every batch of them as the job walks them (no e-mail, no erasure).
//
// Rows timed: `old` is the code before (one condition `coalesce(ultimo_accesso, created_at) < ?`, the accounts walked by
// id, copied here from commit 0e396eb), `new` the compiled walks (`inactiveWalks`, `batches`): without the index,
// with bootstrap/indexes.ts's (avviso_inattivita_il, id), then with an index (ultimo_accesso, created_at) added. Ports: BENCH_PORT_OFFSET (default 480).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberOption } from './lib/args.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { buildStrapi, log, root } from './lib/stack.mjs';

const CANDIDATES = numberOption('candidates', 100_000);
const SEED = numberOption('seed', 42);
const POSTGRES = process.argv.includes('--postgres');
const BATCH = 1000;
const DAY = 86_400_000;
const NOW = new Date('2026-11-28T02:45:00Z');

const requireStrapi = createRequire(join(root, 'strapi', 'package.json'));
const knexFactory = requireStrapi('knex');

buildStrapi({ admin: false });
const { inactiveWalks, batches, RETENTION_BATCH } = requireStrapi(
  join(root, 'strapi', 'dist', 'src', 'api', 'privacy', 'services', 'retention.js'),
);
const { RETENTION } = requireStrapi(join(root, 'strapi', 'dist', 'src', 'catalog', 'privacy.js'));
if (RETENTION_BATCH !== BATCH) throw new Error(`the job's batch is ${RETENTION_BATCH}, the bench's ${BATCH}`);

/** mulberry32: the same candidates on both engines for a seed. */
const prng = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const cutoff = new Date(NOW);
cutoff.setMonth(cutoff.getMonth() - RETENTION.inactiveCandidateMonths);
const noticeBefore = new Date(NOW.getTime() - RETENTION.inactiveCandidateNoticeDays * DAY);
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** One candidate: [created_at, ultimo_accesso | null, avviso | null, ultima_modifica] (ms, ms, ms, day). */
function* candidates(count) {
  const random = prng(SEED);
  const span = (RETENTION.inactiveCandidateMonths * 30.4 + RETENTION.inactiveCandidateNoticeDays + 1) * DAY;
  for (let i = 0; i < count; i += 1) {
    const last = NOW.getTime() - random() * span;
    const kind = random();
    const earlier = last - random() * 365 * DAY;
    // Never signed in (10%): registered at its last activity. Else last active by signing in or by an update.
    const access = kind < 0.1 ? null : kind < 0.55 ? last : earlier;
    const modified = kind < 0.1 ? last : kind < 0.55 ? earlier : last;
    const created = kind < 0.1 ? last : earlier - random() * 365 * DAY;
    // Past the cutoff for more than a day: notified the day it crossed it (24 months after the last activity).
    const notice = last < cutoff.getTime() - DAY ? last + (NOW.getTime() - cutoff.getTime()) : null;
    yield [created, access, notice, isoDay(modified)];
  }
}

async function fill(knex, isPg) {
  await knex.schema.createTable('up_users', (t) => {
    t.increments('id');
    t.string('email');
    t.boolean('confirmed');
    t.datetime('ultimo_accesso', { precision: 6 });
    t.datetime('avviso_inattivita_il', { precision: 6 });
    t.datetime('created_at', { precision: 6 });
  });
  await knex.schema.createTable('hr_users', (t) => {
    t.increments('id');
    t.string('nome');
    t.date('ultima_modifica');
  });
  await knex.schema.createTable('hr_users_user_lnk', (t) => {
    t.increments('id');
    t.integer('hr_user_id');
    t.integer('user_id');
  });
  const started = Date.now();
  let rows = [];
  const flush = async () => {
    if (rows.length === 0) return;
    const at = (ms) => (ms === null ? null : isPg ? new Date(ms) : ms);
    await knex.transaction(async (trx) => {
      await trx.batchInsert(
        'up_users',
        rows.map(([id, created, access, notice]) => ({
          id,
          email: `c${id}@esempio.it`,
          confirmed: true,
          created_at: at(created),
          ultimo_accesso: at(access),
          avviso_inattivita_il: at(notice),
        })),
        isPg ? 5000 : 150,
      );
      await trx.batchInsert(
        'hr_users',
        rows.map(([id, , , , modified]) => ({ id, nome: 'Mario', ultima_modifica: modified })),
        isPg ? 5000 : 300,
      );
      await trx.batchInsert(
        'hr_users_user_lnk',
        rows.map(([id]) => ({ id, hr_user_id: id, user_id: id })),
        isPg ? 5000 : 300,
      );
    });
    rows = [];
  };
  let id = 0;
  for (const candidate of candidates(CANDIDATES)) {
    id += 1;
    rows.push([id, ...candidate]);
    if (rows.length === 20_000) await flush();
  }
  await flush();
  if (isPg) await knex.raw("SELECT setval('up_users_id_seq', ?)", [id]);
  // What Strapi and bootstrap/indexes.ts already have on these tables, and the planner's statistics.
  await knex.raw('CREATE UNIQUE INDEX hr_users_user_lnk_user_id_uq ON hr_users_user_lnk (user_id)');
  await knex.raw('CREATE INDEX hr_users_user_lnk_fk ON hr_users_user_lnk (hr_user_id)');
  await knex.raw('CREATE INDEX hr_users_ultima_modifica_ix ON hr_users (ultima_modifica)');
  await knex.raw('ANALYZE');
  log(`${CANDIDATES} candidates with their accounts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const tables = {
  users: 'up_users',
  hrUsers: 'hr_users',
  link: {
    name: 'hr_users_user_lnk',
    joinColumn: { name: 'hr_user_id' },
    inverseJoinColumn: { name: 'user_id' },
  },
};

/** The condition of the code before the index, on the same joins. */
const oldQuery = (knex) =>
  knex('up_users as u')
    .join('hr_users_user_lnk as l', 'l.user_id', 'u.id')
    .join('hr_users as h', 'h.id', 'l.hr_user_id')
    .whereRaw('coalesce(u.ultimo_accesso, u.created_at) < ?', [cutoff])
    .andWhere((q) =>
      q.whereNull('h.ultima_modifica').orWhere('h.ultima_modifica', '<', isoDay(cutoff.getTime())),
    );

/** The code before: each pass walked the accounts by id, the condition checked on every row. */
async function oldPass(knex, step) {
  const started = process.hrtime.bigint();
  let found = 0;
  let after = 0;
  let batchCount = 0;
  const page = () =>
    step(oldQuery(knex)).andWhere('u.id', '>', after).orderBy('u.id').limit(BATCH).select('u.id');
  const plan = await explain(knex, page());
  for (;;) {
    const ids = (await page()).map((row) => Number(row.id));
    batchCount += 1;
    if (ids.length === 0) break;
    found += ids.length;
    after = ids[ids.length - 1];
  }
  return {
    found,
    batches: batchCount,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    plans: [plan],
  };
}

/** The job's walks of one pass (the compiled inactiveWalks and batches), every batch. */
async function newPass(knex, walks) {
  const started = process.hrtime.bigint();
  let found = 0;
  let batchCount = 0;
  const plans = [];
  for (const walk of walks) {
    plans.push(await explain(knex, walk.query().orderBy(walk.order).limit(BATCH).select('u.id')));
    for await (const rows of batches(walk, ['u.id'])) {
      batchCount += 1;
      found += rows.length;
    }
    batchCount += 1;
  }
  return { found, batches: batchCount, seconds: Number(process.hrtime.bigint() - started) / 1e9, plans };
}

async function explain(knex, query) {
  const { sql, bindings } = query.toSQL();
  if (knex.client.config.client === 'pg') {
    const result = await knex.raw(`EXPLAIN ${sql}`, bindings);
    return result.rows.map((row) => row['QUERY PLAN'].trim()).join(' / ');
  }
  const rows = await knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings);
  return rows.map((row) => row.detail).join(' / ');
}

async function measure(knex, label) {
  const walks = inactiveWalks(
    knex,
    { ...tables, isPg: knex.client.config.client === 'pg' },
    cutoff,
    noticeBefore,
  );
  const rows = [
    ['old', 'notice', () => oldPass(knex, (q) => q.whereNull('u.avviso_inattivita_il'))],
    ['old', 'erasure', () => oldPass(knex, (q) => q.where('u.avviso_inattivita_il', '<', noticeBefore))],
    ['new', 'notice', () => newPass(knex, walks.notice)],
    ['new', 'erasure', () => newPass(knex, walks.erasure)],
  ];
  for (const [name, step, run] of rows) {
    const result = await run();
    console.info(
      `| ${label} | ${name} | ${step} | ${result.found} | ${result.batches} | ${result.seconds.toFixed(3)} s | ${result.plans.join(' ; ')} |`,
    );
  }
}

const work = mkdtempSync(join(tmpdir(), 'portale-bench-retention-'));
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 480);
const pgDir = POSTGRES ? mkdtempSync(join(tmpdir(), 'portale-bench-pg-')) : null;
const pg = pgDir ? startPostgres(pgDir, 5499 + offset) : null;
if (POSTGRES && !pg) throw new Error('PostgreSQL 15 is not installed');
const knex = knexFactory(
  pg
    ? { client: 'pg', connection: pg.url, pool: { min: 0, max: 2 } }
    : {
        client: 'better-sqlite3',
        connection: { filename: join(work, 'bench.db') },
        useNullAsDefault: true,
      },
);
try {
  await fill(knex, Boolean(pg));
  console.info(
    `\n${pg ? 'PostgreSQL 15' : 'SQLite'}, ${CANDIDATES} candidates, as of ${NOW.toISOString()}\n`,
  );
  console.info('| indexes | query | pass | rows | batches | selects, all batches | plan of a batch |');
  console.info('| --- | --- | --- | ---: | ---: | ---: | --- |');
  await measure(knex, 'before');
  // bootstrap/indexes.ts's index of the retention's erasure walk, as ensureIndexes names it.
  await knex.raw('CREATE INDEX up_users_avviso_inattivita_il_id_ix ON up_users (avviso_inattivita_il, id)');
  await knex.raw('ANALYZE');
  await measure(knex, 'after');
  // An index of the last sign-in, which the code does not declare: does a planner take it, and what for?
  await knex.raw(
    'CREATE INDEX up_users_ultimo_accesso_created_at_ix ON up_users (ultimo_accesso, created_at)',
  );
  await knex.raw('ANALYZE');
  await measure(knex, '+ ultimo_accesso');
} finally {
  await knex.destroy();
  pg?.stop();
  rmSync(work, { recursive: true, force: true });
  if (pgDir) rmSync(pgDir, { recursive: true, force: true });
}
