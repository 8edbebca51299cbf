#!/usr/bin/env node
// `npm run bench:alerts [-- --candidates 100000 --companies 1000 --seed 42 --postgres]`: a benchmark, not a test.
// Seeds a throw-away SQLite database like bench:search (the normal seed, then a bulk clone of candidates), then
// runs strapi/scripts/bench-alerts.ts in a Strapi loaded without its HTTP server (cron off): it adds the companies
// with both alerts set (varied areas, workplace, education, protected category) and a live Alert New Profile
// subscription, and times the per-company search query, the daily Alert Database job (e-mails to a local SMTP
// catcher included), its second run (everything claimed) and the hourly Alert New Profile job; then (issue 29) the
// daily freshness job as of 2026-01-01 10:00 (the clone's ultima_modifica spreads over 2025, so about half the
// profiles are stale: the run stops at the daily cap) and its second run that day, and the unlock and visit counters
// for the same companies. Each row has the peak RSS of the jobs' Node process during it (sampled every 20 ms) and its
// CPU time; run it under `/usr/bin/time -v` for the peak of the whole run.
// Ports: BENCH_PORT_OFFSET (default 470).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberOption } from './lib/args.mjs';
import { seedCandidates } from './lib/bench-data.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { benchStrapiEnv, buildStrapi, log, root, seedStrapi, startMaildev, stopBench } from './lib/stack.mjs';

const CANDIDATES = numberOption('candidates', 100_000);
const COMPANIES = numberOption('companies', 1000);
const SEED = numberOption('seed', 42);
const POSTGRES = process.argv.includes('--postgres');

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 470);
const ports = { strapi: 1338 + offset, smtp: 1026 + offset, mailWeb: 1081 + offset };
const work = mkdtempSync(join(tmpdir(), 'portale-bench-alerts-'));
const databaseFile = join(work, 'bench.db');

let stopPostgres;
try {
  buildStrapi({ admin: false });
  await startMaildev({ smtpPort: ports.smtp, webPort: ports.mailWeb, logFile: join(work, 'maildev.log') });
  const pg = POSTGRES ? startPostgres(mkdtempSync(join(tmpdir(), 'portale-bench-pg-')), 5499 + offset) : null;
  if (POSTGRES && !pg) throw new Error('PostgreSQL 15 is not installed');
  stopPostgres = pg?.stop;
  const env = benchStrapiEnv({
    port: ports.strapi,
    smtpPort: ports.smtp,
    publicUrl: 'http://127.0.0.1:3000',
    work,
    databaseFile,
    pg,
    extra: { CRON_ENABLED: 'false' },
  });
  await seedCandidates(seedStrapi, env, {
    base: Math.min(300, CANDIDATES),
    total: CANDIDATES,
    seed: SEED,
    databaseFile,
    pgUrl: pg?.url,
  });
  log(`alert jobs over ${COMPANIES} companies…`);
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'strapi', 'dist', 'scripts', 'bench-alerts.js'),
      '--companies',
      String(COMPANIES),
      '--seed',
      String(SEED),
    ],
    {
      cwd: join(root, 'strapi'),
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const output = result.stdout ?? '';
  if (result.status !== 0)
    throw new Error(`the alert benchmark failed (exit ${result.status}): ${output.slice(-2000)}`);
  const line = String(output)
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .pop();
  if (!line) throw new Error('the alert benchmark printed no result');
  const r = JSON.parse(line);
  const f = (ms) => `${ms.toFixed(1)} ms`;
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.info(
    `\n${r.candidates} candidates, ${r.companies} companies with both alerts (${r.dialect}), ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}\n`,
  );
  // The jobs process's peak RSS and CPU time (user + system) during the row.
  const m = (name) => `${r.memory[name]} MB | ${s(r.cpu[name])}`;
  console.info('| measure | value | peak RSS of the jobs process | its CPU time |');
  console.info('| --- | ---: | ---: | ---: |');
  console.info(
    `| search query per company (digest of ${r.day}), p50 / p95 / max | ${f(r.queryP50)} / ${f(r.queryP95)} / ${f(r.queryMax)} | ${m('query')} |`,
  );
  console.info(`| companies with at least one match | ${r.matching} | | |`);
  console.info(`| Alert Database job: ${r.digests} e-mails sent | ${s(r.digestMs)} | ${m('digest')} |`);
  console.info(
    `| Alert Database job again (all claimed): ${r.again} e-mails | ${s(r.againMs)} | ${m('again')} |`,
  );
  console.info(`| Alert New Profile job: ${r.notices} e-mails sent | ${s(r.noticeMs)} | ${m('notice')} |`);
  console.info(
    `| freshness job (${r.freshnessAt}, ${r.stale} profiles stale, daily cap ${r.freshnessCap}): ${r.freshnessSent} e-mails sent | ${s(r.freshnessMs)} | ${m('freshness')} |`,
  );
  console.info(
    `| freshness job again the same day: ${r.freshnessAgain} e-mails | ${s(r.freshnessAgainMs)} | ${m('freshnessAgain')} |`,
  );
  console.info(
    `| ${r.companies} unlocks (one a company): ${r.unlocked} paid; total, p50 / p95 per unlock | ${s(r.unlockMs)}, ${f(r.unlockP50)} / ${f(r.unlockP95)} | ${m('unlock')} |`,
  );
  console.info(
    `| visits counted per company (a search page of 20, a profile opened, a logo clicked): ${r.counted} counted; total, p50 / p95 per company | ${s(r.visitMs)}, ${f(r.visitP50)} / ${f(r.visitP95)} | ${m('visits')} |`,
  );
  console.info(
    `| the same visits again the same day: ${r.recounted} counted; total, p50 / p95 per company | ${s(r.repeatMs)}, ${f(r.repeatP50)} / ${f(r.repeatP95)} | ${m('visitsAgain')} |`,
  );
  console.info(
    `| counters read back (candidate's visits, company's visits): total, p50 / p95 per company | ${s(r.readMs)}, ${f(r.readP50)} / ${f(r.readP95)} | ${m('counters')} |`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopBench({ work, stopPostgres });
}
