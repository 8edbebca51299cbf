// Starts and stops the processes of the portal: the SMTP catcher (maildev), Strapi and the Remix server.
// Used by `npm start` (development defaults) and by `npm test` (throw-away database, other ports).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localSecrets, STRAPI_RUNTIME_SECRETS } from './secrets.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name, cwd = root) => join(cwd, 'node_modules', '.bin', name);
const strapiDir = join(root, 'strapi');

const children = [];

export function log(message) {
  console.info(`[portale] ${message}`);
}

/** Runs a command to completion; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`[portale] "${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Starts a long-running process in its own process group; output goes to `logFile` or to this terminal. */
export function startProcess(name, command, args, { env = {}, cwd = root, logFile } = {}) {
  let stdio = 'inherit';
  let stream;
  if (logFile) {
    mkdirSync(dirname(logFile), { recursive: true });
    stream = createWriteStream(logFile, { flags: 'w' });
    stdio = ['ignore', 'pipe', 'pipe'];
  }
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio, detached: true });
  if (stream) {
    // Two writers into one file: neither may end it (the other could still write).
    child.stdout.pipe(stream, { end: false });
    child.stderr.pipe(stream, { end: false });
    stream.on('error', () => {});
  }
  child.on('exit', (code, signal) => {
    if (!child.stopping) log(`${name} stopped (${code ?? signal})${logFile ? `, see ${logFile}` : ''}`);
  });
  children.push({ name, child });
  return child;
}

/** The process ids of the running processes started under `name` (each is the leader of its process group). */
export function pidsOf(name) {
  return children
    .filter((c) => c.name === name && c.child.exitCode === null && c.child.signalCode === null)
    .map((c) => c.child.pid);
}

export function stopAll() {
  for (const { child } of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.stopping = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

/**
 * Resident memory of each running process started as `name` (Linux: /proc/<pid>/status), in MB: `rss` now and
 * `peak` (VmHWM, the most it ever held). The benchmarks print it at rest and after the load (issue 29 item 6).
 */
export function memoryOf(name) {
  return pidsOf(name).map((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
    } catch {
      return { rss: NaN, peak: NaN };
    }
  });
}

/** "strapi 350 MB (peak 473 MB), remix 190 MB (peak 439 MB)" for the log of a benchmark. */
export const memoryLine = () =>
  ['strapi', 'remix']
    .flatMap((name) =>
      memoryOf(name).map(({ rss, peak }) => `${name} ${rss.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`),
    )
    .join(', ');

/**
 * Stops the newest running process started as `name` (the fault tests stop Strapi, maildev); resolves once it has
 * exited. The others keep running; `stopAll` still ends everything at the end.
 */
export function stopProcess(name) {
  const entry = [...children]
    .reverse()
    .find((c) => c.name === name && c.child.exitCode === null && c.child.signalCode === null);
  if (!entry) return Promise.resolve();
  entry.child.stopping = true;
  return new Promise((resolve) => {
    entry.child.once('exit', () => resolve());
    try {
      process.kill(-entry.child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

export async function waitFor(
  url,
  { timeoutMs = 180_000, accept = (status) => status < 500, name = url } = {},
) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (accept(response.status)) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${name} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function newestMtime(dir) {
  let newest = 0;
  const walk = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of spawnSync('ls', ['-A', path], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter(Boolean)) {
        walk(join(path, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

/** Compiles Strapi's TypeScript when dist is missing or older than the sources; builds the admin if asked. */
export function buildStrapi({ admin }) {
  const distMarker = join(strapiDir, 'dist', 'src', 'index.js');
  const adminMarker = join(strapiDir, 'dist', 'build', 'index.html');
  const sourcesChanged =
    !existsSync(distMarker) ||
    Math.max(...['src', 'config', 'scripts'].map((dir) => newestMtime(join(strapiDir, dir)))) >
      statSync(distMarker).mtimeMs;
  if (admin && (sourcesChanged || !existsSync(adminMarker))) {
    log('building Strapi (admin panel included, about a minute)…');
    run('npm', ['run', 'build', '--prefix', strapiDir]);
  } else if (sourcesChanged) {
    log('compiling Strapi…');
    run('npm', ['run', 'compile', '--prefix', strapiDir]);
  }
}

export function buildRemix() {
  log('building the Remix app…');
  run(bin('remix'), ['build']);
  run(process.execPath, [join(root, 'scripts/precompress.mjs')]);
}

export function startMaildev({ smtpPort, webPort, logFile }) {
  startProcess(
    'maildev',
    bin('maildev'),
    ['-s', String(smtpPort), '-w', String(webPort), '--ip', '127.0.0.1'],
    {
      logFile,
    },
  );
  return waitFor(`http://127.0.0.1:${webPort}/email`, { name: 'maildev', timeoutMs: 30_000 });
}

/**
 * Example seller data for the invoices of the demo and the tests (README "Invoices"); a deployment sets its own
 * SELLER_* variables, and without them Strapi refuses to issue invoices.
 */
export const DEMO_SELLER = {
  SELLER_DENOMINAZIONE: 'Portale Lavoro Industria S.r.l.',
  SELLER_PIVA: '01234567897',
  SELLER_CODICE_FISCALE: '01234567897',
  SELLER_REGIME_FISCALE: 'RF01',
  SELLER_INDIRIZZO: 'Via Gaetano Negri',
  SELLER_NUMERO_CIVICO: '10',
  SELLER_CAP: '20123',
  SELLER_COMUNE: 'Milano',
  SELLER_PROVINCIA: 'MI',
  SELLER_EMAIL: 'amministrazione@portale-industria.it',
  SELLER_REA_UFFICIO: 'MI',
  SELLER_REA_NUMERO: '2654321',
};

const demoSeller = () =>
  Object.fromEntries(Object.entries(DEMO_SELLER).map(([name, value]) => [name, process.env[name] ?? value]));

export function strapiEnv({ port, smtpPort, publicUrl, databaseFile, adminPanel, extra = {} }) {
  return {
    ...demoSeller(),
    HOST: '127.0.0.1',
    PORT: String(port),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    PUBLIC_URL: publicUrl,
    STRAPI_ADMIN_PANEL: adminPanel ? 'true' : 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // Strapi's six secrets and the internal routes' one (scripts/lib/secrets.mjs: no built-in defaults).
    ...Object.fromEntries(STRAPI_RUNTIME_SECRETS.map((name) => [name, localSecrets()[name]])),
    ...(databaseFile ? { DATABASE_FILENAME: databaseFile } : {}),
    ...extra,
  };
}

/**
 * The benchmarks' Strapi (bench-search, bench-alerts, bench-load): no admin panel, uploads under the run's `work`
 * directory, and either the SQLite `databaseFile` or the PostgreSQL cluster `pg` (startPostgres) when given.
 * `extra` adds the benchmark's own variables (rate limits, cron, test hooks).
 */
export function benchStrapiEnv({ port, smtpPort, publicUrl, work, databaseFile, pg, extra = {} }) {
  return strapiEnv({
    port,
    smtpPort,
    publicUrl,
    databaseFile: pg ? undefined : databaseFile,
    adminPanel: false,
    extra: {
      STRAPI_PUBLIC_DIR: join(work, 'public'),
      ...extra,
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    },
  });
}

/**
 * The end of bench-search and bench-alerts: stops the servers and the PostgreSQL cluster, and removes the run's
 * `work` directory unless `keepWork` or KEEP_BENCH (which keeps the cluster's data too) is set.
 */
export function stopBench({ work, stopPostgres, keepWork = false }) {
  stopAll();
  stopPostgres?.({ keep: Boolean(process.env.KEEP_BENCH) });
  if (!process.env.KEEP_BENCH && !keepWork) rmSync(work, { recursive: true, force: true });
}

export function seedStrapi(env, args = []) {
  log(`seeding Strapi ${args.join(' ')}…`);
  run('npm', ['run', 'seed', '--prefix', strapiDir, '--', ...args], { env: { ...process.env, ...env } });
}

/** `nodeArgs`: options of the node process itself (`--cpu-prof`, which NODE_OPTIONS refuses). */
export function startStrapi(env, { logFile, nodeArgs = [] } = {}) {
  startProcess('strapi', process.execPath, [...nodeArgs, bin('strapi', strapiDir), 'start'], {
    cwd: strapiDir,
    env,
    logFile,
  });
  return waitFor(`http://127.0.0.1:${env.PORT}/_health`, {
    name: 'Strapi',
    accept: (s) => s === 204 || s === 200,
  });
}

export function startRemix({ port, strapiUrl, publicUrl, extra = {}, logFile, nodeArgs = [] }) {
  startProcess('remix', process.execPath, [...nodeArgs, join(root, 'server.mjs'), 'build/index.js'], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Browsers reach these local stacks directly, with no proxy in front: the visitor is the socket's address
      // (a client-written X-Forwarded-For is ignored). .env may say otherwise.
      TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? '0',
      STRAPI_URL: strapiUrl,
      PUBLIC_URL: publicUrl,
      // The same values for every Remix server of this run (a session started on one works on the other).
      SESSION_SECRET: localSecrets().SESSION_SECRET,
      INTERNAL_API_SECRET: localSecrets().INTERNAL_API_SECRET,
      // Every call to Strapi checked against its contract's schemas (app/server/strapi-api.server.ts).
      SEAM_CHECKS: 'true',
      ...extra,
    },
    logFile,
  });
  return waitFor(`http://127.0.0.1:${port}/`, { name: 'Remix', accept: (s) => s === 200 });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);
