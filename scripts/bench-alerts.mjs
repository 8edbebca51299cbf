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
// `--job-alerts` (issue 42) runs strapi/scripts/bench-job-alerts.ts instead: the candidates' job alert over
// `--subscribers N` (default 100000) candidates with it on, `--posts N` (default 5000) posts of which `--new-posts N`
// (default 250) are new since the last e-mail, `--companies N` (default 500) companies.
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
const JOB_ALERTS = process.argv.includes('--job-alerts');
const JOB_ALERT_ARGS = ['companies', 'posts', 'new-posts', 'subscribers', 'seed', 'run-at'].flatMap(
  (name) => {
    const index = process.argv.indexOf(`--${name}`);
    return index >= 0 && process.argv[index + 1] ? [`--${name}`, process.argv[index + 1]] : [];
  },
);

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
  if (JOB_ALERTS) printJobAlerts(runJobs('bench-job-alerts.js', env, JOB_ALERT_ARGS));
  else
    printCompanyJobs(
      runJobs('bench-alerts.js', env, ['--companies', String(COMPANIES), '--seed', String(SEED)]),
    );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopBench({ work, stopPostgres });
}

/** Runs one in-process benchmark of strapi/scripts on the seeded database; its JSON result. */
function runJobs(script, env, args) {
  log(`${script} ${args.join(' ')}…`);
  const result = spawnSync(process.execPath, [join(root, 'strapi', 'dist', 'scripts', script), ...args], {
    cwd: join(root, 'strapi'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = result.stdout ?? '';
  if (result.status !== 0)
    throw new Error(`${script} failed (exit ${result.status}): ${output.slice(-2000)}`);
  const line = String(output)
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .pop();
  if (!line) throw new Error(`${script} printed no result`);
  return JSON.parse(line);
}

// Function declarations: the top-level run above calls the printers before this point of the module is reached.
function f(ms) {
  return `${ms.toFixed(1)} ms`;
}
function s(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
function machine() {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`;
}

/** The candidates' job alert (issue 42): the day's run and its second run, with the jobs process's peak and CPU. */
function printJobAlerts(r) {
  const m = (name) => `${r.memory[name]} MB (${r.memoryAtStart[name]} MB at its start) | ${s(r.cpu[name])}`;
  console.info(
    `\n${r.candidates} candidates, ${r.subscribers} with the job alert on, ${r.posts} posts (${r.newPosts} new since the last e-mail), ${r.companies} companies (${r.dialect}), ${machine()}\n`,
  );
  console.info('| job | time | peak RSS of the jobs process | its CPU time |');
  console.info('| --- | ---: | ---: | ---: |');
  console.info(
    `| job alert run of ${r.runAt}: ${r.sent} e-mails sent | ${s(r.sendMs)} | ${m('jobAlerts')} |`,
  );
  console.info(
    `| the same day again (all claimed): ${r.again} e-mails | ${s(r.againMs)} | ${m('jobAlertsAgain')} |`,
  );
}

/** The companies' alerts, freshness and counters (issue 11, 29). */
function printCompanyJobs(r) {
  console.info(
    `\n${r.candidates} candidates, ${r.companies} companies with both alerts (${r.dialect}), ${machine()}\n`,
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
}
