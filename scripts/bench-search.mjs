#!/usr/bin/env node
// `npm run bench:search [-- --candidates 100000 --runs 40 --seed 42]`: a benchmark, not a test.
// Seeds a throw-away SQLite database (the normal seed for companies and 300 candidates, then a fast bulk
// clone of candidates straight into SQLite, reproducible for a given seed), starts Strapi and Remix, and
// reports p50/p95 of the Strapi search call and of the full /company-home page for a fixed set of filter
// combinations, plus the Remix overhead (page p50 / search p50). Ports: BENCH_PORT_OFFSET (default 450).
// `--reuse DIR` seeds DIR/bench.db once and reuses it on later runs (and keeps DIR); `--only TEXT` measures
// only the combinations whose label contains TEXT; `--postgres` runs it all on a throw-away PostgreSQL 15
// cluster instead of SQLite (same candidates: the clone draws from the same PRNG).
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startPostgres } from './lib/postgres.mjs';
import {
  buildRemix,
  buildStrapi,
  log,
  root,
  seedStrapi,
  startMaildev,
  startRemix,
  startStrapi,
  stopAll,
  strapiEnv,
} from './lib/stack.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const CANDIDATES = option('candidates', 100_000);
const RUNS = option('runs', 40);
const SEED = option('seed', 42);
const BASE = Math.min(300, CANDIDATES);
const textOption = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const POSTGRES = args.includes('--postgres');
const REUSE = POSTGRES ? undefined : textOption('reuse');
const ONLY = textOption('only');

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 450);
const ports = { remix: 3100 + offset, strapi: 1338 + offset, smtp: 1026 + offset, mailWeb: 1081 + offset };
const work = REUSE ?? mkdtempSync(join(tmpdir(), 'portale-bench-'));
if (REUSE) mkdirSync(REUSE, { recursive: true });
const databaseFile = join(work, 'bench.db');
const seeded = REUSE !== undefined && existsSync(databaseFile);

/** The filter combinations measured (company: azienda@demo.it, Milano), in canonical order (no redirect). */
const COMBINATIONS = [
  ['default (disponibilita)', ''],
  ['altri', 'bucket=altri'],
  ['area + provincia', 'provincia=MI&aree_di_competenza=Saldatura'],
  ['under35 + laurea + automunito', 'eta=under35&titoloStudio=3&automunito=si'],
  [
    '2 aree + scheda tecnica',
    'aree_di_competenza=Programmazione+CNC&aree_di_competenza=Robotica&scheda_tecnica=fanuc',
  ],
  ['altri, page 50', 'bucket=altri&page=50'],
  ['esperienza + luogoLavoro', 'esperienza=Superiore+ai+10+anni&luogoLavoro=TO'],
];

const mulberry32 = (seed) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** The n-th clone: a template's profile with another place, age, mobility and update date. */
function cloneOf(template, place, n, random, pick) {
  const day = 86_400_000;
  const now = Date.UTC(2026, 0, 1);
  const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
  return {
    ...template,
    document_id: `bench${SEED}x${n}`.padEnd(24, '0'),
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
function bulkCandidates(count) {
  const require = createRequire(join(root, 'strapi', 'package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(databaseFile);
  const random = mulberry32(SEED);
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
      const row = cloneOf(template, pick(base), n, random, pick);
      const info = insert.run(...columns.map((c) => row[c] ?? null));
      for (const link of links) link.run(info.lastInsertRowid, template.id);
    }
  })();
  db.pragma('optimize');
  db.close();
  log(`bulk insert: ${count} candidates in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The same clone on PostgreSQL: multi-row INSERTs of 400 candidates, link rows copied in SQL. */
async function bulkCandidatesPg(url, count) {
  const require = createRequire(join(root, 'strapi', 'package.json'));
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  const random = mulberry32(SEED);
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
      rows.push(cloneOf(template, pick(base), n, random, pick));
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

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Signs in through the Remix login form (CSRF token and honeypot fields included). */
async function remixCookie(email, password) {
  const base = `http://127.0.0.1:${ports.remix}`;
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

let stopPostgres;
try {
  buildStrapi({ admin: false });
  buildRemix();
  await startMaildev({ smtpPort: ports.smtp, webPort: ports.mailWeb, logFile: join(work, 'maildev.log') });
  const pg = POSTGRES ? startPostgres(mkdtempSync(join(tmpdir(), 'portale-bench-pg-')), 5499 + offset) : null;
  if (POSTGRES && !pg) throw new Error('PostgreSQL 15 is not installed');
  const env = strapiEnv({
    port: ports.strapi,
    smtpPort: ports.smtp,
    publicUrl: `http://127.0.0.1:${ports.remix}`,
    databaseFile: pg ? undefined : databaseFile,
    adminPanel: false,
    extra: {
      AUTH_RATELIMIT_MAX: '10000',
      STRAPI_PUBLIC_DIR: join(work, 'public'),
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    },
  });
  stopPostgres = pg?.stop;
  if (seeded) {
    log(`reusing ${databaseFile} (seeded by an earlier run)`);
  } else {
    seedStrapi(env, ['--candidates', String(BASE), '--seed', String(SEED)]);
    if (CANDIDATES > BASE) {
      if (pg) await bulkCandidatesPg(pg.url, CANDIDATES - BASE);
      else bulkCandidates(CANDIDATES - BASE);
    }
  }
  const strapiStarted = performance.now();
  await startStrapi(env, { logFile: join(work, 'strapi.log') });
  log(`Strapi started in ${((performance.now() - strapiStarted) / 1000).toFixed(1)} s`);
  await startRemix({
    port: ports.remix,
    strapiUrl: `http://127.0.0.1:${ports.strapi}`,
    publicUrl: `http://127.0.0.1:${ports.remix}`,
    logFile: join(work, 'remix.log'),
  });

  const login = await fetch(`http://127.0.0.1:${ports.strapi}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'azienda@demo.it', password: 'Demo1234!' }),
  });
  const { jwt } = await login.json();
  const cookie = await remixCookie('azienda@demo.it', 'Demo1234!');

  const rows = [];
  for (const [label, query] of COMBINATIONS.filter(([label]) => !ONLY || label.includes(ONLY))) {
    const page = /page=(\d+)/.exec(query)?.[1] ?? '1';
    const strapiUrl = `http://127.0.0.1:${ports.strapi}/api/human-resources?${query.includes('page=') ? query : `page=${page}&${query}`}`;
    const remixUrl = `http://127.0.0.1:${ports.remix}/company-home${query ? `?${query}` : ''}`;
    const api = [];
    const full = [];
    for (let i = 0; i < 3; i += 1) {
      await timed(strapiUrl, { Authorization: `Bearer ${jwt}` });
      await timed(remixUrl, { Cookie: cookie });
    }
    for (let i = 0; i < RUNS; i += 1) {
      api.push(await timed(strapiUrl, { Authorization: `Bearer ${jwt}` }));
      full.push(await timed(remixUrl, { Cookie: cookie }));
    }
    const cards = (await (await fetch(strapiUrl, { headers: { Authorization: `Bearer ${jwt}` } })).json())
      .data.length;
    rows.push({
      label,
      cards,
      apiP50: percentile(api, 50),
      apiP95: percentile(api, 95),
      pageP50: percentile(full, 50),
      pageP95: percentile(full, 95),
    });
  }

  const f = (ms) => ms.toFixed(1);
  console.info(
    `\n${CANDIDATES} candidates (${POSTGRES ? 'PostgreSQL 15' : 'SQLite'}), ${RUNS} runs each, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}\n`,
  );
  console.info(
    '| combination | cards | search p50 | search p95 | /company-home p50 | /company-home p95 | overhead |',
  );
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.info(
      `| ${r.label} | ${r.cards} | ${f(r.apiP50)} ms | ${f(r.apiP95)} ms | ${f(r.pageP50)} ms | ${f(r.pageP95)} ms | ${(r.pageP50 / r.apiP50).toFixed(2)}x |`,
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopAll();
  stopPostgres?.({ keep: Boolean(process.env.KEEP_BENCH) });
  if (!process.env.KEEP_BENCH && !REUSE) rmSync(work, { recursive: true, force: true });
}
