#!/usr/bin/env node
// `npm run bench:search [-- --candidates 100000 --runs 40 --seed 42]`: a benchmark, not a test.
// Seeds a throw-away SQLite database (the normal seed for companies and 300 candidates, then a fast bulk
// clone of candidates straight into SQLite, reproducible for a given seed), starts Strapi and Remix, and
// reports p50/p95 of the Strapi search call and of the full /company-home page for a fixed set of filter
// combinations, plus the Remix overhead (page p50 / search p50). Ports: BENCH_PORT_OFFSET (default 450).
// `--reuse DIR` seeds DIR/bench.db (with `--postgres`: the cluster DIR/pg) once and reuses it on later runs (and
// keeps DIR; a derived-table version change is then caught up by Strapi in the background: the run waits for its
// "caught up" log line before measuring); `--only TEXT` measures only the combinations whose label contains TEXT;
// `--postgres` runs it all on a throw-away PostgreSQL 15 cluster instead of SQLite (same candidates: the clone
// draws from the same PRNG).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hasFlag, numberOption, textOption } from './lib/args.mjs';
import { bulkCandidates, bulkCandidatesPg, databaseSizeMb, remixCookie } from './lib/bench-data.mjs';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from './lib/fake-stripe.mjs';
import { startPostgres } from './lib/postgres.mjs';
import {
  benchStrapiEnv,
  buildRemix,
  buildStrapi,
  log,
  memoryLine,
  seedStrapi,
  startMaildev,
  startRemix,
  startStrapi,
  stopBench,
} from './lib/stack.mjs';

const CANDIDATES = numberOption('candidates', 100_000);
const RUNS = numberOption('runs', 40);
const SEED = numberOption('seed', 42);
const BASE = Math.min(300, CANDIDATES);
const POSTGRES = hasFlag('postgres');
const REUSE = textOption('reuse');
const ONLY = textOption('only');
// `--ids FILE`: writes the ids of each combination's page and of its page 4 (JSON), to compare two versions' results.
const IDS = textOption('ids');

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 450);
const ports = { remix: 3100 + offset, strapi: 1338 + offset, smtp: 1026 + offset, mailWeb: 1081 + offset };
const work = REUSE ?? mkdtempSync(join(tmpdir(), 'portale-bench-'));
if (REUSE) mkdirSync(REUSE, { recursive: true });
const databaseFile = join(work, 'bench.db');
const pgDir = REUSE ? join(REUSE, 'pg') : undefined;
// A cluster is "seeded" once the clone finished (the marker file), not merely initialised.
const seededMarker = join(work, 'seeded');
const seeded = REUSE !== undefined && existsSync(POSTGRES ? seededMarker : databaseFile);

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
  // Issue 29: three si/no filters with a work place in another region, a rare and a common sheet word alone.
  ['3 si/no + luogoLavoro', 'luogoLavoro=TO&incentivi=si&categoriaProtetta=no&automunito=si'],
  ['scheda tecnica rara', 'scheda_tecnica=haas'],
  ['scheda tecnica comune', 'scheda_tecnica=google'],
  // Issue 25: the commuting distance, from the work place (Milano) or a comune, alone and combined.
  ['entro 30 km', 'distanza=30'],
  ['entro 10 km da Bergamo', 'distanza=10&distanzaProvincia=BG&distanzaComune=Bergamo'],
  ['area + entro 30 km', 'aree_di_competenza=Saldatura&distanza=30'],
  [
    'area + scheda tecnica + entro 50 km',
    'aree_di_competenza=Programmazione+CNC&scheda_tecnica=fanuc&distanza=50',
  ],
  ['entro 100 km + trasferibili', 'distanza=100&distanzaMobili=true'],
  ['altri + entro 20 km', 'bucket=altri&distanza=20'],
];

/**
 * Waits for Strapi's background catch-up of the derived tables (derived.ts) to finish, when it has work: its
 * "(in the background)" line appears soon after start, then "all derived in". None within 20 s: nothing to do.
 */
async function caughtUpInBackground(logFile) {
  const started = performance.now();
  for (;;) {
    const text = readFileSync(logFile, 'utf8');
    if (/all derived in/.test(text)) {
      log(`caught up: ${/derived tables: .*all derived in [\d.]+ s/.exec(text)?.[0]}`);
      return;
    }
    if (!/\(in the background\)/.test(text) && performance.now() - started > 20_000) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
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

let stopPostgres;
try {
  buildStrapi({ admin: false });
  buildRemix();
  await startMaildev({ smtpPort: ports.smtp, webPort: ports.mailWeb, logFile: join(work, 'maildev.log') });
  if (POSTGRES && pgDir && !seeded) rmSync(pgDir, { recursive: true, force: true });
  const pg = POSTGRES
    ? startPostgres(pgDir ?? mkdtempSync(join(tmpdir(), 'portale-bench-pg-')), 5499 + offset)
    : null;
  if (POSTGRES && !pg) throw new Error('PostgreSQL 15 is not installed');
  const env = benchStrapiEnv({
    port: ports.strapi,
    smtpPort: ports.smtp,
    publicUrl: `http://127.0.0.1:${ports.remix}`,
    work,
    databaseFile,
    pg,
    extra: { AUTH_RATELIMIT_MAX: '10000' },
  });
  // A reused cluster is stopped and kept.
  stopPostgres = pg && (pgDir ? () => pg.stop({ keep: true }) : pg.stop);
  if (seeded) {
    log(`reusing ${pg ? pgDir : databaseFile} (seeded by an earlier run)`);
  } else {
    seedStrapi(env, ['--candidates', String(BASE), '--seed', String(SEED)]);
    if (CANDIDATES > BASE) {
      if (pg) await bulkCandidatesPg(pg.url, CANDIDATES - BASE, SEED);
      else bulkCandidates(databaseFile, CANDIDATES - BASE, SEED);
    }
    if (REUSE) writeFileSync(seededMarker, `${CANDIDATES}\n`);
  }
  const strapiStarted = performance.now();
  await startStrapi(env, { logFile: join(work, 'strapi.log') });
  log(`Strapi started in ${((performance.now() - strapiStarted) / 1000).toFixed(1)} s`);
  // The bulk clone writes the derived rows itself: Strapi's start should have caught up the seed's few at most.
  const caughtUp = /derived tables recomputed for \d+ candidates/.exec(
    readFileSync(join(work, 'strapi.log'), 'utf8'),
  );
  log(`at start: ${caughtUp?.[0] ?? 'no derived tables recomputed'}`);
  await caughtUpInBackground(join(work, 'strapi.log'));
  log(`database size: ${(await databaseSizeMb({ databaseFile, pgUrl: pg?.url })).toFixed(0)} MB`);
  await startRemix({
    port: ports.remix,
    strapiUrl: `http://127.0.0.1:${ports.strapi}`,
    publicUrl: `http://127.0.0.1:${ports.remix}`,
    // remix-serve runs in production mode, where Stripe's keys are required (no payment is made here).
    extra: { STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET },
    logFile: join(work, 'remix.log'),
  });

  const login = await fetch(`http://127.0.0.1:${ports.strapi}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'azienda@demo.it', password: 'Demo1234!' }),
  });
  const { jwt } = await login.json();
  const cookie = await remixCookie(`http://127.0.0.1:${ports.remix}`, 'azienda@demo.it', 'Demo1234!');

  const rows = [];
  const results = {};
  for (const [label, query] of COMBINATIONS.filter(([label]) => !ONLY || label.includes(ONLY))) {
    const page = /page=(\d+)/.exec(query)?.[1] ?? '1';
    const strapiUrl = `http://127.0.0.1:${ports.strapi}/api/human-resources?${query.includes('page=') ? query : `page=${page}&${query}`}`;
    const remixUrl = `http://127.0.0.1:${ports.remix}/company-home${query ? `?${query}` : ''}`;
    const api = [];
    const full = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        await timed(strapiUrl, { Authorization: `Bearer ${jwt}` });
        await timed(remixUrl, { Cookie: cookie });
      }
      for (let i = 0; i < RUNS; i += 1) {
        api.push(await timed(strapiUrl, { Authorization: `Bearer ${jwt}` }));
        full.push(await timed(remixUrl, { Cookie: cookie }));
      }
    } catch (error) {
      // A combination that fails (e.g. Remix's 503 when Strapi is too slow) is a result too: noted, the others run.
      log(`${label}: ${error.message}`);
      rows.push({ label, failed: error.message });
      continue;
    }
    const idsOf = async (url) =>
      (await (await fetch(url, { headers: { Authorization: `Bearer ${jwt}` } })).json()).data.map(
        (card) => card.id ?? card.documentId,
      );
    const cards = (await idsOf(strapiUrl)).length;
    if (IDS)
      results[label] = {
        page: await idsOf(strapiUrl),
        page4: await idsOf(strapiUrl.replace(/page=\d+/, 'page=4')),
      };
    rows.push({
      label,
      cards,
      apiP50: percentile(api, 50),
      apiP95: percentile(api, 95),
      pageP50: percentile(full, 50),
      pageP95: percentile(full, 95),
    });
  }

  if (IDS) writeFileSync(IDS, `${JSON.stringify(results, null, 1)}\n`);
  const f = (ms) => ms.toFixed(1);
  console.info(
    `\n${CANDIDATES} candidates (${POSTGRES ? 'PostgreSQL 15' : 'SQLite'}), ${RUNS} runs each, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}\n`,
  );
  console.info(
    '| combination | cards | search p50 | search p95 | /company-home p50 | /company-home p95 | overhead |',
  );
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    if (r.failed) {
      console.info(`| ${r.label} | failed: ${r.failed} | | | | | |`);
      continue;
    }
    console.info(
      `| ${r.label} | ${r.cards} | ${f(r.apiP50)} ms | ${f(r.apiP95)} ms | ${f(r.pageP50)} ms | ${f(r.pageP95)} ms | ${(r.pageP50 / r.apiP50).toFixed(2)}x |`,
    );
  }
  console.info(`\nMemory after the run (resident, peak since start): ${memoryLine()}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopBench({ work, stopPostgres, keepWork: REUSE !== undefined });
}
