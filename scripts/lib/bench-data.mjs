// The benchmarks' data and sign-in (bench:search, bench:load): a fast bulk clone of the seeded candidates straight
// into SQLite or PostgreSQL, reproducible for a given seed, and a sign-in through the Remix login form.
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

/** The n-th clone: a template's profile with another place, age, mobility and update date. */
function cloneOf(template, place, n, random, pick, seed) {
  const day = 86_400_000;
  const now = Date.UTC(2026, 0, 1);
  const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
  return {
    ...template,
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

const LINK_TABLES = ['hr_users_aree_di_competenza_lnk', 'hr_users_conoscenze_informatiche_lnk'];

/** Clones the seeded candidates into `count` more, varying place, age, mobility, dates (one transaction). */
export function bulkCandidates(databaseFile, count, seed) {
  const require = createRequire(join(root, 'strapi', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(databaseFile);
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
  const started = performance.now();
  db.transaction(() => {
    for (let n = 0; n < count; n += 1) {
      const template = pick(base);
      const row = cloneOf(template, pick(base), n, random, pick, seed);
      const info = insert.run(...columns.map((c) => row[c] ?? null));
      for (const link of links) link.run(info.lastInsertRowid, template.id);
    }
  })();
  db.pragma('optimize');
  db.close();
  log(`bulk insert: ${count} candidates in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The same clone on PostgreSQL: multi-row INSERTs of 400 candidates, link rows copied in SQL. */
export async function bulkCandidatesPg(url, count, seed) {
  const require = createRequire(join(root, 'strapi', 'package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  const random = mulberry32(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const base = (await client.query('SELECT * FROM hr_users ORDER BY id')).rows;
  const { rows: cols } = await client.query(
    `SELECT column_name, data_type FROM information_schema.columns
     WHERE table_name = 'hr_users' AND column_name <> 'id' ORDER BY ordinal_position`,
  );
  const columns = cols.map((c) => c.column_name);
  const json = new Set(cols.filter((c) => c.data_type.startsWith('json')).map((c) => c.column_name));
  const value = (row, c) => (json.has(c) && row[c] !== null ? JSON.stringify(row[c]) : (row[c] ?? null));
  const started = performance.now();
  await client.query('BEGIN');
  for (let n = 0; n < count;) {
    const rows = [];
    const templates = [];
    for (; rows.length < 400 && n < count; n += 1) {
      const template = pick(base);
      rows.push(cloneOf(template, pick(base), n, random, pick, seed));
      templates.push(template.id);
    }
    const params = rows.flatMap((row) => columns.map((c) => value(row, c)));
    const tuples = rows.map(
      (_, r) => `(${columns.map((_c, k) => `$${r * columns.length + k + 1}`).join(',')})`,
    );
    const inserted = await client.query(
      `INSERT INTO hr_users (${columns.map((c) => `"${c}"`).join(',')}) VALUES ${tuples.join(',')} RETURNING id`,
      params,
    );
    // RETURNING follows the VALUES order for a plain multi-row INSERT.
    const pairs = inserted.rows.map((row, i) => [row.id, templates[i]]);
    for (const table of LINK_TABLES) {
      const { rows: linkCols } = await client.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1
         AND column_name NOT IN ('id', 'hr_user_id') ORDER BY ordinal_position`,
        [table],
      );
      const names = linkCols.map((c) => c.column_name).join(', ');
      await client.query(
        `INSERT INTO ${table} (hr_user_id, ${names})
         SELECT p.new_id, ${linkCols.map((c) => `l.${c.column_name}`).join(', ')}
         FROM unnest($1::int[], $2::int[]) AS p(new_id, template_id) JOIN ${table} l ON l.hr_user_id = p.template_id`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
    }
  }
  await client.query('COMMIT');
  await client.query('ANALYZE');
  await client.end();
  log(
    `bulk insert (PostgreSQL): ${count} candidates in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
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
