// The benchmarks' data and sign-in (bench:search, bench:load): a fast bulk clone of the seeded candidates straight
// into SQLite or PostgreSQL, reproducible for a given seed, and a sign-in through the Remix login form.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { log, root } from './stack.mjs';

const mulberry32 = (seed) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** The n-th clone's own values: a template's profile with another place, age, mobility and update date. */
function variationOf(place, n, random, pick, seed) {
  const day = 86_400_000;
  const now = Date.UTC(2026, 0, 1);
  const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
  return {
    // 24 characters, unique per clone (padding the end made clone 1 and clone 10 share one documentId).
    document_id: `bench${seed}x${String(n).padStart(16, '0')}`.slice(-24),
    email: `bench.${n}@bench.invalid`,
    provincia: place.provincia,
    citta: place.citta,
    cap: place.cap,
    nascita: iso(Date.UTC(1965, 0, 1) + Math.floor(random() * 40 * 365) * day),
    ultima_modifica: iso(now - Math.floor(random() * 365) * day),
    mobilita: pick(['provincia', 'regione', 'italia', 'estero', 'none']),
    aggiornamento_token: null,
  };
}

/** The columns a clone does not take from its template (variationOf). */
const VARIED = Object.keys(
  variationOf(
    {},
    0,
    () => 0,
    (list) => list[0],
    0,
  ),
);

/** The clones' e-mail addresses (`bench.<n>@bench.invalid`), as a LIKE pattern: how a test finds them to remove them. */
export const CLONE_EMAIL_PATTERN = 'bench.%@bench.invalid';

const LINK_TABLES = ['hr_users_aree_di_competenza_lnk', 'hr_users_conoscenze_informatiche_lnk'];

/** Candidates cloned per transaction (and per statement on PostgreSQL). */
const BATCH = 10_000;

/**
 * The search's derived tables as Strapi defines them (strapi/src/api/human-resource/services/derived.ts, given as
 * that module): their `rowsOf`, the version string and how the sync row records `updated_at`. The clone computes
 * every clone's rows with them and records them as synced, so Strapi's start finds nothing to catch up.
 */
export function derivedOf(module) {
  return {
    tables: module.derivedTables,
    version: module.versionOf(module.derivedTables),
    syncTable: module.SYNC_TABLE,
    updatedAtText: module.UPDATED_AT_TEXT,
  };
}

/** The definitions from Strapi's build (strapi/dist: run buildStrapi first). */
export function derivedFromBuild() {
  const require = createRequire(join(root, 'strapi', 'package.json'));
  return derivedOf(
    require(join(root, 'strapi', 'dist', 'src', 'api', 'human-resource', 'services', 'derived.js')),
  );
}

/**
 * A table's rows for a clone, computed by its `rowsOf` once per distinct value of the columns they derive from
 * (`columns`, the contract of derived.ts: 300 templates, a few hundred places) and given the clone's id and its own
 * values of the columns the rows only copy (`copies`, left out of the key: a date per clone would memoize every clone).
 */
function derivedRows(derived) {
  const memo = derived.tables.map(() => new Map());
  return (id, source) =>
    derived.tables.map((table, k) => {
      const copies = table.copies ?? [];
      const key = JSON.stringify(
        table.columns.filter((c) => !copies.includes(c)).map((c) => source[c] ?? null),
      );
      let rows = memo[k].get(key);
      if (!rows) {
        rows = table.rowsOf(id, source);
        memo[k].set(key, rows);
      }
      const own = Object.fromEntries(copies.map((c) => [c, source[c] ?? null]));
      return rows.map((row) => ({ ...row, ...own, hr_user_id: id }));
    });
}

const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

/**
 * Clones the seeded candidates into `count` more, varying place, age, mobility, dates: prepared statements in
 * transactions of BATCH candidates, their link rows and derived rows (and sync rows) in the same step.
 */
export function bulkCandidates(databaseFile, count, seed, derived = derivedFromBuild()) {
  const require = createRequire(join(root, 'strapi', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(databaseFile);
  // A throw-away database: no rollback journal, no fsync, a big page cache for the indexes.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const base = db.prepare('SELECT * FROM hr_users ORDER BY id').all();
  const columns = db
    .prepare('PRAGMA table_info(hr_users)')
    .all()
    .map((c) => c.name)
    .filter((name) => name !== 'id');
  const insert = db.prepare(
    `INSERT INTO hr_users (${columns.map((c) => `"${c}"`).join(',')}) VALUES (${columns.map(() => '?').join(',')})`,
  );
  const links = LINK_TABLES.map((table) => {
    const cols = db
      .prepare(`PRAGMA table_info(${table})`)
      .all()
      .map((c) => c.name)
      .filter((name) => name !== 'id' && name !== 'hr_user_id');
    return db.prepare(
      `INSERT INTO ${table} (hr_user_id, ${cols.join(',')}) SELECT ?, ${cols.join(',')} FROM ${table} WHERE hr_user_id = ?`,
    );
  });
  const rowsOf = derivedRows(derived);
  const statements = new Map();
  const insertRow = (table, row) => {
    const keys = Object.keys(row);
    const key = `${table}(${keys})`;
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare(
        `INSERT INTO ${table} (${keys.map((c) => `"${c}"`).join(',')}) VALUES (${keys.map(() => '?').join(',')})`,
      );
      statements.set(key, statement);
    }
    statement.run(...keys.map((c) => row[c]));
  };
  const synced = db.prepare(
    `INSERT INTO ${derived.syncTable} (hr_user_id, updated_at, version)
     SELECT u.id, ${derived.updatedAtText}, ? FROM hr_users u WHERE u.id = ?`,
  );
  const started = performance.now();
  const batch = db.transaction((from, to) => {
    for (let n = from; n < to; n += 1) {
      const template = pick(base);
      const row = { ...template, ...variationOf(pick(base), n, random, pick, seed) };
      const { lastInsertRowid } = insert.run(...columns.map((c) => row[c] ?? null));
      const id = Number(lastInsertRowid);
      for (const link of links) link.run(id, template.id);
      rowsOf(id, row).forEach((rows, k) => {
        for (const r of rows) insertRow(derived.tables[k].name, r);
      });
      synced.run(derived.version, id);
    }
  });
  for (let n = 0; n < count; n += BATCH) {
    batch(n, Math.min(count, n + BATCH));
    if ((n + BATCH) % 100_000 === 0 && n + BATCH < count)
      log(`bulk insert: ${n + BATCH} candidates (${seconds(started)} s)`);
  }
  db.pragma('optimize');
  db.close();
  log(`bulk insert: ${count} candidates (with link and derived rows) in ${seconds(started)} s`);
}

/**
 * The same clone on PostgreSQL, BATCH candidates per transaction: ids taken from the sequence, then one
 * INSERT … SELECT FROM unnest(arrays of the varied columns) JOIN the templates, the link rows copied in SQL, the
 * derived rows as unnest arrays. (No COPY: plain `pg` has no COPY FROM STDIN, and pg-copy-streams is not installed.)
 */
export async function bulkCandidatesPg(url, count, seed, derived = derivedFromBuild()) {
  const require = createRequire(join(root, 'strapi', 'package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const base = (await client.query('SELECT * FROM hr_users ORDER BY id')).rows;
  const typesOf = async (table) =>
    new Map(
      (
        await client.query(
          `SELECT column_name, udt_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((c) => [c.column_name, c.udt_name]),
    );
  const userTypes = await typesOf('hr_users');
  const columns = [...userTypes.keys()].filter((c) => c !== 'id');
  const varied = VARIED.filter((c) => userTypes.has(c));
  const insertUsers = `INSERT INTO hr_users (id, ${columns.map((c) => `"${c}"`).join(', ')})
    SELECT p.id, ${columns.map((c) => (varied.includes(c) ? `p.${c}::${userTypes.get(c)}` : `t."${c}"`)).join(', ')}
    FROM unnest($1::int[], $2::int[], ${varied.map((_, k) => `$${k + 3}::text[]`).join(', ')})
      AS p(id, template, ${varied.join(', ')})
    JOIN hr_users t ON t.id = p.template`;
  const copyLinks = [];
  for (const table of LINK_TABLES) {
    const names = [...(await typesOf(table)).keys()].filter((c) => c !== 'id' && c !== 'hr_user_id');
    copyLinks.push(`INSERT INTO ${table} (hr_user_id, ${names.join(', ')})
      SELECT p.new_id, ${names.map((c) => `l.${c}`).join(', ')}
      FROM unnest($1::int[], $2::int[]) AS p(new_id, template_id) JOIN ${table} l ON l.hr_user_id = p.template_id`);
  }
  const derivedTypes = [];
  for (const table of derived.tables) derivedTypes.push(await typesOf(table.name));
  const rowsOf = derivedRows(derived);
  const started = performance.now();
  for (let n = 0; n < count; n += BATCH) {
    const size = Math.min(BATCH, count - n);
    const ids = (
      await client.query(
        `SELECT nextval(pg_get_serial_sequence('hr_users', 'id'))::int AS id FROM generate_series(1, $1)`,
        [size],
      )
    ).rows.map((r) => r.id);
    const templates = [];
    const values = varied.map(() => []);
    const derivedBatch = derived.tables.map(() => []);
    for (let i = 0; i < size; i += 1) {
      const template = pick(base);
      const variation = variationOf(pick(base), n + i, random, pick, seed);
      templates.push(template.id);
      varied.forEach((c, k) => values[k].push(variation[c] ?? null));
      rowsOf(ids[i], { ...template, ...variation }).forEach((rows, k) => derivedBatch[k].push(...rows));
    }
    await client.query('BEGIN');
    await client.query(insertUsers, [ids, templates, ...values]);
    for (const statement of copyLinks) await client.query(statement, [ids, templates]);
    for (const [k, rows] of derivedBatch.entries()) {
      if (rows.length === 0) continue;
      const keys = Object.keys(rows[0]);
      const types = derivedTypes[k];
      await client.query(
        `INSERT INTO ${derived.tables[k].name} (${keys.map((c) => `"${c}"`).join(', ')})
         SELECT * FROM unnest(${keys.map((c, j) => `$${j + 1}::${types.get(c)}[]`).join(', ')})`,
        keys.map((c) => rows.map((row) => row[c] ?? null)),
      );
    }
    await client.query(
      `INSERT INTO ${derived.syncTable} (hr_user_id, updated_at, version)
       SELECT u.id, ${derived.updatedAtText}, $2 FROM hr_users u WHERE u.id = ANY($1::int[])`,
      [ids, derived.version],
    );
    await client.query('COMMIT');
    if ((n + BATCH) % 100_000 === 0 && n + BATCH < count)
      log(`bulk insert (PostgreSQL): ${n + BATCH} candidates (${seconds(started)} s)`);
  }
  await client.query('ANALYZE');
  await client.end();
  log(`bulk insert (PostgreSQL): ${count} candidates (with link and derived rows) in ${seconds(started)} s`);
}

/** The database's size on disk in MB: the SQLite file (and its WAL), or PostgreSQL's pg_database_size. */
export async function databaseSizeMb({ databaseFile, pgUrl }) {
  if (pgUrl) {
    const require = createRequire(join(root, 'strapi', 'package.json'));
    const { Client } = require('pg');
    const client = new Client({ connectionString: pgUrl });
    await client.connect();
    const { rows } = await client.query('SELECT pg_database_size(current_database())::bigint AS bytes');
    await client.end();
    return Number(rows[0].bytes) / 1e6;
  }
  const sizeOf = (file) => (existsSync(file) ? statSync(file).size : 0);
  return (sizeOf(databaseFile) + sizeOf(`${databaseFile}-wal`)) / 1e6;
}

/** Signs in through the Remix login form (CSRF token and honeypot fields included). */
export async function remixCookie(base, email, password) {
  const page = await fetch(`${base}/`);
  const jar = new Map();
  const keep = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
  };
  keep(page);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const match of html.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(match[0])?.[1];
    if (!name) continue;
    form.set(name, /value="([^"]*)"/.exec(match[0])?.[1]?.replace(/&amp;/g, '&') ?? '');
  }
  form.set('email', email);
  form.set('password', password);
  // The honeypot wants a human pace.
  await new Promise((r) => setTimeout(r, 1500));
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${base}/?index`, {
    method: 'POST',
    body: form,
    headers: { Cookie: cookieHeader(), 'Content-Type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  keep(response);
  if (response.status !== 302) throw new Error(`Remix login answered ${response.status}`);
  return cookieHeader();
}

/** The normal seed for `base` candidates, then the bulk clone up to `total` (SQLite file or PostgreSQL URL). */
export async function seedCandidates(seedStrapi, env, { base, total, seed, databaseFile, pgUrl }) {
  seedStrapi(env, ['--candidates', String(base), '--seed', String(seed)]);
  if (total <= base) return;
  if (pgUrl) await bulkCandidatesPg(pgUrl, total - base, seed);
  else bulkCandidates(databaseFile, total - base, seed);
}
