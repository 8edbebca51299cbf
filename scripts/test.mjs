// `npm test`: typecheck, lint, unit tests, then the whole stack on a throw-away SQLite database
// (maildev, Strapi without its admin panel, the built Remix app) for the integration and Playwright e2e
// tests, then the PostgreSQL integration run when PostgreSQL 15 is installed: postgres.test.ts and, again,
// the search rules of search-unlock.test.ts and search-derived.test.ts, whose SQL differs per database.
// Exits non-zero on any failure.
//   node scripts/test.mjs [--skip-static] [--skip-e2e] [--skip-postgres] [--e2e=<file or pattern>]
//                         [--integration=<file or pattern>]
// The filters restrict the Playwright / vitest integration runs of the SQLite stack, e.g.
// --e2e=tests/e2e/login.spec.ts; the PostgreSQL run always has the same files.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildRemix,
  buildStrapi,
  log,
  root,
  seedStrapi,
  startMaildev,
  startProcess,
  startRemix,
  startStrapi,
  stopAll,
  strapiEnv,
} from './lib/stack.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { FAKE_LOOKUP_TOKEN } from './lib/fake-company-lookup.mjs';

const flags = new Set(process.argv.slice(2));
const filter = (name) =>
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith(`--${name}=`))
    .map((arg) => arg.slice(name.length + 3));
// Run against PostgreSQL too: the files whose Strapi code has PostgreSQL-only SQL (issue 6: row locks, NULLS LAST,
// key joins, sheet-term ranges). Their database helpers (tests/support/db.ts `sql`) follow POSTGRES_URL.
const POSTGRES_TESTS = [
  'tests/integration/postgres.test.ts',
  'tests/integration/search-unlock.test.ts',
  'tests/integration/search-derived.test.ts',
];
const failures = [];
const timings = [];

// Asynchronous on purpose: while a step runs, this process must keep reading the output of Strapi, Remix and
// maildev into their log files. A blocking spawnSync left those pipes undrained, so the logs of a failing run were
// lost, and a server whose pipe filled up would have stalled on its next log line.
async function step(name, command, args, env = {}) {
  log(`▶ ${name}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (status, signal) => resolve(status ?? signal));
  });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) failures.push(name);
}

const npx = (tool) => join(root, 'node_modules', '.bin', tool);

if (!flags.has('--skip-static')) {
  await step('typecheck', 'npm', ['run', 'typecheck']);
  await step('lint', 'npm', ['run', 'lint']);
  await step('unit tests', npx('vitest'), ['run', '--project', 'unit']);
}

const work = mkdtempSync(join(tmpdir(), 'portale-test-'));
// TEST_PORT_OFFSET lets several checkouts run their test stacks side by side.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const ports = {
  remix: 3100 + offset,
  strapi: 1338 + offset,
  strapiPg: 1339 + offset,
  postgres: 5499 + offset,
  smtp: 1026 + offset,
  mailWeb: 1081 + offset,
  companyLookup: 1091 + offset,
};
const remixUrl = `http://127.0.0.1:${ports.remix}`;
const testEnv = {
  STRAPI_URL: `http://127.0.0.1:${ports.strapi}`,
  E2E_BASE_URL: remixUrl,
  MAILDEV_URL: `http://127.0.0.1:${ports.mailWeb}`,
  TEST_DATABASE_FILE: join(work, 'data.db'),
};

try {
  buildStrapi({ admin: false });
  buildRemix();
  await startMaildev({ smtpPort: ports.smtp, webPort: ports.mailWeb, logFile: join(work, 'maildev.log') });
  const strapi = strapiEnv({
    port: ports.strapi,
    smtpPort: ports.smtp,
    publicUrl: remixUrl,
    databaseFile: testEnv.TEST_DATABASE_FILE,
    adminPanel: false,
    // Uploaded pictures and logos of the test run stay out of the repository.
    // STRAPI_TEST_HOOKS exposes test-only triggers of the scheduled jobs (see strapi/README.md).
    extra: {
      AUTH_RATELIMIT_MAX: '10000',
      STRAPI_PUBLIC_DIR: join(work, 'public'),
      STRAPI_TEST_HOOKS: 'true',
    },
  });
  seedStrapi(strapi, ['--candidates', '300', '--seed', '42']);
  await startStrapi(strapi, { logFile: join(work, 'strapi.log') });
  // The stand-in of the VAT lookup provider (spec 02 §7), stopped with the stack.
  startProcess(
    'company-lookup',
    process.execPath,
    [join(root, 'scripts/lib/fake-company-lookup.mjs'), String(ports.companyLookup)],
    {
      logFile: join(work, 'company-lookup.log'),
    },
  );
  await startRemix({
    extra: {
      COMPANY_LOOKUP_URL: `http://127.0.0.1:${ports.companyLookup}`,
      COMPANY_LOOKUP_TOKEN: FAKE_LOOKUP_TOKEN,
      // Every test browser comes from one address: per-IP limits would make a growing suite fail by its size.
      // The per-e-mail limits stay as in production (rate-limit.spec.ts); unit tests cover the per-IP ones.
      RATE_LIMIT_PER_IP: '1000',
      RATE_LIMIT_REGISTRATIONS_PER_IP: '1000',
    },
    port: ports.remix,
    strapiUrl: testEnv.STRAPI_URL,
    publicUrl: remixUrl,
    logFile: join(work, 'remix.log'),
  });
  log(`stack up (logs in ${work})`);

  await step(
    'integration tests',
    npx('vitest'),
    ['run', '--project', 'integration', '--exclude', '**/postgres.test.ts', ...filter('integration')],
    testEnv,
  );
  if (!flags.has('--skip-e2e'))
    await step('e2e tests (js, no-js)', npx('playwright'), ['test', ...filter('e2e')], testEnv);
} catch (error) {
  console.error(error);
  failures.push('stack start-up');
}
stopAll();

if (!flags.has('--skip-postgres')) {
  const pg = startPostgres(mkdtempSync(join(tmpdir(), 'portale-pg-')), ports.postgres);
  if (!pg) {
    log('PostgreSQL 15 not found: PostgreSQL integration run skipped');
  } else {
    try {
      const strapi = strapiEnv({
        port: ports.strapiPg,
        smtpPort: ports.smtp,
        publicUrl: remixUrl,
        adminPanel: false,
        extra: {
          DATABASE_URL: pg.url,
          AUTH_RATELIMIT_MAX: '10000',
          STRAPI_PUBLIC_DIR: join(work, 'public-pg'),
        },
      });
      await startMaildev({
        smtpPort: ports.smtp,
        webPort: ports.mailWeb,
        logFile: join(work, 'maildev-pg.log'),
      });
      // Another seed than the SQLite stack's, so no test leans on one seed's rows; enough candidates for two
      // result pages of a bucket and candidates in the demo company's province (MI).
      seedStrapi(strapi, ['--candidates', '120', '--seed', '7']);
      await startStrapi(strapi, { logFile: join(work, 'strapi-pg.log') });
      await step(
        'PostgreSQL integration tests',
        npx('vitest'),
        ['run', '--project', 'integration', ...POSTGRES_TESTS],
        {
          ...testEnv,
          STRAPI_URL: `http://127.0.0.1:${ports.strapiPg}`,
          POSTGRES_URL: pg.url,
        },
      );
    } catch (error) {
      console.error(error);
      failures.push('PostgreSQL stack start-up');
    }
    stopAll();
    pg.stop({ keep: Boolean(process.env.KEEP_TEST_LOGS) });
  }
}

log(`timings:\n  ${timings.join('\n  ')}`);
/**
 * CI keeps nothing but this process's output: on failure, the server-side errors of the run are printed here
 * (lines of the server logs that mention an error or a 5xx answer, the last 40 of each file).
 */
function printServerErrors() {
  const errorLine = /\berror\b|failed|\[strapi\]|\) 5\d\d$| 5\d\d - /i;
  for (const name of readdirSync(work).filter((file) => file.endsWith('.log'))) {
    const lines = readFileSync(join(work, name), 'utf8')
      .split('\n')
      .filter((line) => errorLine.test(line));
    if (lines.length === 0) continue;
    console.error(`[portale] ${name}: ${lines.length} error lines, the last ${Math.min(lines.length, 40)}:`);
    for (const line of lines.slice(-40)) console.error(`  ${line.slice(0, 400)}`);
  }
}

if (failures.length) {
  printServerErrors();
  console.error(`[portale] FAILED: ${failures.join(', ')} (logs in ${work})`);
  process.exit(1);
}
if (!process.env.KEEP_TEST_LOGS) rmSync(work, { recursive: true, force: true });
log('all tests passed');
