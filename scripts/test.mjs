// `npm test`: typecheck, lint, unit tests, then the whole stack (maildev, Strapi without its admin panel, the built
// Remix app) on a throw-away SQLite database for the integration and Playwright e2e tests, then the same stack on a
// throw-away PostgreSQL 15 cluster, when PostgreSQL 15 is installed, for the integration tests again (with
// postgres.test.ts): production runs on PostgreSQL, and search, unlocking and derived tables have SQL of their own
// there; then the fault stage (see faultStage). Exits non-zero on any failure.
//   node scripts/test.mjs [--skip-static] [--skip-e2e] [--skip-postgres] [--skip-multi] [--skip-faults]
//                         [--only-faults] [--e2e=<file or pattern>] [--integration=<file or pattern>]
//                         [--faults=<file or pattern>] [--multi=<file or pattern>]
// The filters restrict the Playwright / vitest integration runs (both stages), e.g. --e2e=tests/e2e/auth/login.spec.ts;
// --multi the two-instance stage's (tests/multi and the burst test).
// --skip-postgres also runs the fault stage on SQLite; --only-faults runs the builds and the fault stage alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
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
  stopProcess,
  strapiEnv,
} from './lib/stack.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { localSecrets } from './lib/secrets.mjs';
import { FAKE_LOOKUP_TOKEN } from './lib/fake-company-lookup.mjs';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from './lib/fake-stripe.mjs';
import { flakyFailure, printFailedTests, readQuarantine } from './lib/failed-tests.mjs';
import { reportLeftovers, seededIds } from './lib/leftovers.mjs';

const flags = new Set(process.argv.slice(2));
const filter = (name) =>
  process.argv
    .slice(2)
    .filter((arg) => arg.startsWith(`--${name}=`))
    .map((arg) => arg.slice(name.length + 3));
const failures = [];
const timings = [];
// Each test step's JSON report (stage name → [file, format]), read at the end to name the failed tests.
const reports = {};

// Asynchronous on purpose: while a step runs, this process must keep reading the output of Strapi, Remix and
// maildev into their log files. A blocking spawnSync left those pipes undrained, so the logs of a failing run were
// lost, and a server whose pipe filled up would have stalled on its next log line.
async function step(name, command, args, env = {}) {
  log(`▶ ${name}`);
  ({ args, env } = withReport(name, command, args, env));
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

/**
 * Fails the run when the stage's tests left accounts behind (scripts/lib/leftovers.mjs): `seeded` is what the
 * database held before the first test of the stage.
 */
async function leftoverCheck(name, strapiUrl, seeded) {
  log(`▶ ${name}`);
  const left = await reportLeftovers(strapiUrl, seeded, name).catch((error) => {
    console.error(error);
    return -1;
  });
  if (left !== 0) failures.push(name);
}

const npx = (tool) => join(root, 'node_modules', '.bin', tool);

/** Adds a JSON report to a vitest or Playwright step (see scripts/lib/failed-tests.mjs). */
function withReport(name, command, args, env) {
  const file = join(work, `report-${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  if (command === npx('vitest')) {
    reports[name] = [file, 'vitest'];
    return { args: [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env };
  }
  if (command === npx('playwright')) {
    reports[name] = [file, 'playwright'];
    return { args, env: { ...env, E2E_JSON_REPORT: file } };
  }
  return { args, env };
}

const work = mkdtempSync(join(tmpdir(), 'portale-test-'));
if (!flags.has('--skip-static')) {
  await step('strapi typings', process.execPath, ['scripts/strapi-types.mjs', '--check']);
  await step('typecheck', 'npm', ['run', 'typecheck']);
  await step('lint', 'npm', ['run', 'lint']);
  await step('unit tests', npx('vitest'), ['run', '--project', 'unit']);
}

// TEST_PORT_OFFSET lets several checkouts run their test stacks side by side. The PostgreSQL stage has ports of
// its own, so it never races the SQLite stage's processes that are still shutting down.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const ports = {
  sqlite: {
    remix: 3100 + offset,
    strapi: 1338 + offset,
    companyLookup: 1091 + offset,
    stripe: 1093 + offset,
    // The servers' metrics, on addresses of their own (docs/operations.md "Metrics").
    remixMetrics: 9110 + offset,
    strapiMetrics: 9111 + offset,
  },
  postgres: {
    remix: 3101 + offset,
    strapi: 1339 + offset,
    companyLookup: 1092 + offset,
    stripe: 1094 + offset,
    remixMetrics: 9112 + offset,
    strapiMetrics: 9113 + offset,
  },
  // The second Strapi and Remix of the two-instance stage, over the PostgreSQL stage's database.
  postgres2: { remix: 3102 + offset, strapi: 1340 + offset },
  postgresServer: 5499 + offset,
  smtp: 1026 + offset,
  mailWeb: 1081 + offset,
  // The fault stage: a stack of its own (its Strapi, SMTP catcher and PostgreSQL are stopped and started again).
  faults: {
    remix: 3103 + offset,
    strapi: 1341 + offset,
    companyLookup: 1095 + offset,
    stripe: 1096 + offset,
    remixMetrics: 9114 + offset,
    strapiMetrics: 9115 + offset,
    smtp: 1027 + offset,
    mailWeb: 1082 + offset,
    postgresServer: 5500 + offset,
  },
};
/**
 * Every test client (Playwright's browsers, the integration tests) reaches the Remix servers from 127.0.0.1, and
 * the per-IP limits count the socket's address: at the production limits the run's own registrations and failed
 * sign-ins would lock the rest of the run out. The per-e-mail limits stay as in production; the per-IP ones are
 * tested on a server of their own with low limits (tests/integration/rate-limit/client-address.test.ts).
 */
/** The servers of the test stacks log JSON lines, as in production (docs/operations.md "Logs"). */
const observability = { LOG_FORMAT: 'json' };

const perIpLimits = {
  RATE_LIMIT_PER_IP: '1000000',
  RATE_LIMIT_REGISTRATIONS_PER_IP: '1000000',
  RATE_LIMIT_DRAFTS_PER_IP: '1000000',
};

/**
 * maildev, a seeded Strapi (admin panel off), the stand-in of the VAT lookup provider (spec 02 §7) and the built
 * Remix app; returns the environment the tests need to reach them. `name` tells the log files apart.
 */
async function startStack(name, { ports: own, database, seed, mail = ports, handles = {} }) {
  const remixUrl = `http://127.0.0.1:${own.remix}`;
  const strapiUrl = `http://127.0.0.1:${own.strapi}`;
  await startMaildev({
    smtpPort: mail.smtp,
    webPort: mail.mailWeb,
    logFile: join(work, `maildev${name}.log`),
  });
  const strapi = strapiEnv({
    port: own.strapi,
    smtpPort: mail.smtp,
    publicUrl: remixUrl,
    databaseFile: database.file,
    adminPanel: false,
    // Uploaded pictures and logos of the test run stay out of the repository. STRAPI_TEST_HOOKS adds the
    // test-only routes: the scheduled jobs' trigger and SQL on Strapi's own connection (see strapi/README.md).
    extra: {
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      AUTH_RATELIMIT_MAX: '10000',
      STRAPI_PUBLIC_DIR: join(work, `public${name}`),
      SDI_OUTBOX_DIR: join(work, `sdi-outbox${name}`),
      STRAPI_TEST_HOOKS: 'true',
      ...observability,
      METRICS_PORT: String(own.strapiMetrics),
      // A second of readiness false before Strapi stops accepting (tests/faults/shutdown.test.ts looks at it).
      SHUTDOWN_DELAY_MS: '1000',
    },
  });
  // The fault stage starts this Strapi again with the same environment.
  handles.strapi = strapi;
  seedStrapi(strapi, seed);
  await startStrapi(strapi, { logFile: join(work, `strapi${name}.log`) });
  startProcess(
    'company-lookup',
    process.execPath,
    [join(root, 'scripts/lib/fake-company-lookup.mjs'), String(own.companyLookup)],
    { logFile: join(work, `company-lookup${name}.log`) },
  );
  // The Stripe stand-in (scripts/lib/fake-stripe.mjs): the real `stripe` package talks to it, its events go to
  // the Remix webhook.
  const stripeUrl = `http://127.0.0.1:${own.stripe}`;
  startProcess(
    'stripe',
    process.execPath,
    [join(root, 'scripts/lib/fake-stripe.mjs'), String(own.stripe), `${remixUrl}/stripe/webhook`],
    { logFile: join(work, `stripe${name}.log`) },
  );
  const stripeEnv = {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripeUrl,
  };
  await startRemix({
    extra: {
      ...perIpLimits,
      COMPANY_LOOKUP_URL: `http://127.0.0.1:${own.companyLookup}`,
      COMPANY_LOOKUP_TOKEN: FAKE_LOOKUP_TOKEN,
      ...stripeEnv,
      ...observability,
      METRICS_PORT: String(own.remixMetrics),
    },
    port: own.remix,
    strapiUrl,
    publicUrl: remixUrl,
    logFile: join(work, `remix${name}.log`),
  });
  log(`stack up (logs in ${work})`);
  // INTERNAL_API_SECRET: the fuzzer calls the internal routes, and tests start Remix servers of their own.
  return {
    MAILDEV_URL: `http://127.0.0.1:${mail.mailWeb}`,
    ...stripeEnv,
    STRAPI_URL: strapiUrl,
    E2E_BASE_URL: remixUrl,
    INTERNAL_API_SECRET: localSecrets().INTERNAL_API_SECRET,
    // The request-id and privacy tests read what the servers logged.
    // Where this stack's data is, as Strapi reads it (the backup test, tests/faults/backup.test.ts).
    STRAPI_DATA_ENV: JSON.stringify({
      ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_FILENAME: database.file }),
      STRAPI_PUBLIC_DIR: join(work, `public${name}`),
    }),
    REMIX_METRICS_URL: `http://127.0.0.1:${own.remixMetrics}/metrics`,
    STRAPI_METRICS_URL: `http://127.0.0.1:${own.strapiMetrics}/metrics`,
    REMIX_LOG_FILE: join(work, `remix${name}.log`),
    STRAPI_LOG_FILE: join(work, `strapi${name}.log`),
    // The uploads folder, for the erasure tests that check the files are gone from disk (issue 41).
    STRAPI_PUBLIC_DIR: join(work, `public${name}`),
  };
}

/**
 * One more Strapi and Remix over an already seeded database (the two-instance stage): same SMTP catcher, same
 * session secret, so a load balancer could send any request to either.
 */
async function startSecondInstance(name, { ports: own, database, stripeEnv = {} }) {
  const remixUrl = `http://127.0.0.1:${own.remix}`;
  const strapiUrl = `http://127.0.0.1:${own.strapi}`;
  const strapi = strapiEnv({
    port: own.strapi,
    smtpPort: ports.smtp,
    publicUrl: remixUrl,
    adminPanel: false,
    // users-permissions' own limit at its production default here (20 per 5 minutes): tests/multi signs in 250
    // accounts through this instance's Remix and calls its login directly (sign-in at scale, issue 15).
    extra: {
      DATABASE_URL: database.url,
      STRAPI_PUBLIC_DIR: join(work, 'public-pg'),
      STRAPI_TEST_HOOKS: 'true',
    },
  });
  await startStrapi(strapi, { logFile: join(work, `strapi${name}.log`) });
  // The same Stripe stand-in as the first instance (the second Remix needs the keys; events go to the first).
  await startRemix({
    port: own.remix,
    strapiUrl,
    publicUrl: remixUrl,
    extra: { ...stripeEnv, ...perIpLimits },
    logFile: join(work, `remix${name}.log`),
  });
  return { remixUrl, strapiUrl };
}

// --only-faults: the builds and the fault stage alone (working on the fault tests).
const onlyFaults = flags.has('--only-faults');
try {
  buildStrapi({ admin: false });
  buildRemix();
  if (!onlyFaults) await sqliteStage();
} catch (error) {
  console.error(error);
  failures.push('stack start-up');
}
stopAll();

/** The SQLite stage: bundle sizes, integration tests, Playwright e2e (js and no-js). */
async function sqliteStage() {
  await step('bundle sizes', process.execPath, [join(root, 'scripts/check-bundle.mjs')]);
  const testEnv = await startStack('', {
    ports: ports.sqlite,
    database: { file: join(work, 'data.db') },
    seed: ['--candidates', '300', '--seed', '42'],
  });
  const seeded = await seededIds(testEnv.STRAPI_URL);
  await step(
    'integration tests',
    npx('vitest'),
    ['run', '--project', 'integration', '--exclude', '**/postgres.test.ts', ...filter('integration')],
    testEnv,
  );
  // One retry: a test that fails twice fails the run; one that passes on its retry is named as flaky at the end
  // of the output, and fails the run in CI unless tests/quarantine.json lists it (docs/decisions.md "Flaky
  // end-to-end tests").
  if (!flags.has('--skip-e2e'))
    await step(
      'e2e tests (js, no-js)',
      npx('playwright'),
      ['test', '--retries=1', ...filter('e2e')],
      testEnv,
    );
  await leftoverCheck('left-behind accounts (SQLite)', testEnv.STRAPI_URL, seeded);
}

if (!flags.has('--skip-postgres') && !onlyFaults) {
  const pg = startPostgres(mkdtempSync(join(tmpdir(), 'portale-pg-')), ports.postgresServer);
  if (!pg) {
    log('PostgreSQL 15 not found: PostgreSQL integration run skipped');
  } else {
    try {
      // Another seed than the SQLite stack's, so no test leans on one seed's rows; as many candidates, since the
      // tests take seeded candidates up to #260.
      const testEnv = await startStack('-pg', {
        ports: ports.postgres,
        database: { url: pg.url },
        seed: ['--candidates', '300', '--seed', '7'],
      });
      const seeded = await seededIds(testEnv.STRAPI_URL);
      await step(
        'PostgreSQL integration tests',
        npx('vitest'),
        ['run', '--project', 'integration', ...filter('integration')],
        { ...testEnv, POSTGRES_URL: pg.url },
      );
      if (!flags.has('--skip-multi')) {
        const second = await startSecondInstance('-pg2', {
          ports: ports.postgres2,
          database: { url: pg.url },
          stripeEnv: {
            STRIPE_SECRET_KEY: testEnv.STRIPE_SECRET_KEY,
            STRIPE_WEBHOOK_SECRET: testEnv.STRIPE_WEBHOOK_SECRET,
            STRIPE_API_URL: testEnv.STRIPE_API_URL,
          },
        });
        await step('two-instance tests', npx('vitest'), ['run', '--project', 'multi', ...filter('multi')], {
          ...testEnv,
          POSTGRES_URL: pg.url,
          REMIX_URLS: `${testEnv.E2E_BASE_URL},${second.remixUrl}`,
          STRAPI_URLS: `${testEnv.STRAPI_URL},${second.strapiUrl}`,
        });
      }
      await leftoverCheck('left-behind accounts (PostgreSQL)', testEnv.STRAPI_URL, seeded);
    } catch (error) {
      console.error(error);
      failures.push('PostgreSQL stack start-up');
    }
    stopAll();
    pg.stop({ keep: Boolean(process.env.KEEP_TEST_LOGS) });
  }
}

if (!flags.has('--skip-faults')) await faultStage();

/**
 * The fault stage (issue 15 item 6): a small stack of its own, on PostgreSQL when PostgreSQL 15 is installed (else
 * SQLite, and the PostgreSQL restart test is skipped), and the vitest project `faults`, whose tests stop and start
 * Strapi, the SMTP catcher and PostgreSQL through a control channel: POST <FAULTS_CONTROL_URL>/<process>/<stop|start>
 * on a server of this process, which owns the processes and their log files. It answers 204 once the process is
 * down, or up again and answering (Strapi's /_health), 500 with the reason otherwise.
 */
async function faultStage() {
  const own = ports.faults;
  const pg = flags.has('--skip-postgres')
    ? null
    : startPostgres(mkdtempSync(join(tmpdir(), 'portale-pg-faults-')), own.postgresServer);
  if (!pg)
    log(
      'fault stage on SQLite (PostgreSQL 15 skipped or not installed): the PostgreSQL restart test is skipped',
    );
  const handles = {};
  let restarts = 0;
  const actions = {
    'strapi/stop': () => stopProcess('strapi'),
    'strapi/start': () =>
      startStrapi(handles.strapi, { logFile: join(work, `strapi-faults-${++restarts}.log`) }),
    'smtp/stop': () => stopProcess('maildev'),
    'smtp/start': () =>
      startMaildev({
        smtpPort: own.smtp,
        webPort: own.mailWeb,
        logFile: join(work, `maildev-faults-${++restarts}.log`),
      }),
    'postgres/stop': () => {
      if (!pg?.pause()) throw new Error('pg_ctl stop failed');
    },
    'postgres/start': () => {
      if (!pg?.resume()) throw new Error('pg_ctl start failed');
    },
  };
  const control = createServer((request, response) => {
    const action = actions[request.url?.slice(1) ?? ''];
    if (request.method !== 'POST' || !action) {
      response.writeHead(404).end();
      return;
    }
    log(`fault stage: ${request.url}`);
    Promise.resolve()
      .then(action)
      .then(
        () => response.writeHead(204).end(),
        (error) => response.writeHead(500).end(String(error?.message ?? error)),
      );
  });
  await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve));
  try {
    const testEnv = await startStack('-faults', {
      ports: own,
      mail: own,
      handles,
      database: pg ? { url: pg.url } : { file: join(work, 'faults.db') },
      seed: ['--candidates', '20', '--seed', '3'],
    });
    await step('fault tests', npx('vitest'), ['run', '--project', 'faults', ...filter('faults')], {
      ...testEnv,
      ...(pg ? { POSTGRES_URL: pg.url } : {}),
      FAULTS_CONTROL_URL: `http://127.0.0.1:${control.address().port}`,
    });
  } catch (error) {
    console.error(error);
    failures.push('fault stack start-up');
  }
  control.close();
  stopAll();
  pg?.stop({ keep: Boolean(process.env.KEEP_TEST_LOGS) });
}

// No e-mail address or demo phone number in any line the servers logged during the whole run (issue 40).
await step('personal data in logs', process.execPath, [
  join(root, 'scripts/check-log-privacy.mjs'),
  work,
  join(work, 'data.db'),
]);

log(`timings:\n  ${timings.join('\n  ')}`);
/**
 * CI keeps nothing but this process's output: on failure, the server-side errors of the run are printed here
 * (lines of the server logs that mention an error or a 5xx answer, the last 40 of each file).
 */
function printServerErrors() {
  const errorLine = /\berror\b|failed|\[strapi\]|\) 5\d\d\b| 5\d\d - |"status":5\d\d/i;
  for (const name of readdirSync(work).filter((file) => file.endsWith('.log'))) {
    const lines = readFileSync(join(work, name), 'utf8')
      .split('\n')
      .filter((line) => errorLine.test(line));
    if (lines.length === 0) continue;
    console.error(`[portale] ${name}: ${lines.length} error lines, the last ${Math.min(lines.length, 40)}:`);
    for (const line of lines.slice(-40)) console.error(`  ${line.slice(0, 400)}`);
  }
}

// Read before the summary, so a malformed quarantine fails the run instead of exempting anything.
let quarantine = [];
try {
  quarantine = readQuarantine(join(root, 'tests/quarantine.json'));
} catch (error) {
  console.error(error.message);
  failures.push('tests/quarantine.json');
}
if (failures.length) printServerErrors();
// In CI a test that needed its retry fails the run unless tests/quarantine.json lists it with its issue
// (docs/decisions.md "Flaky end-to-end tests"); on a developer's machine it is only named.
const flaky = flakyFailure(printFailedTests(reports, quarantine));
if (flaky) failures.push(flaky);
if (failures.length) {
  console.error(`[portale] FAILED: ${failures.join(', ')} (logs in ${work})`);
  process.exit(1);
}
if (!process.env.KEEP_TEST_LOGS) rmSync(work, { recursive: true, force: true });
log('all tests passed');
