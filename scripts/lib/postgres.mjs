// A throw-away PostgreSQL 15 cluster for the PostgreSQL integration run. Returns null when not installed.
// PostgreSQL refuses to run as root, so as root the cluster is run by the `postgres` system user.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { log } from './stack.mjs';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * Starts a cluster in `dataDir` on `port`. A directory that already holds a cluster (`PG_VERSION`, e.g. bench:search
 * `--reuse DIR`) is started as it is: no initdb, no createdb, its data kept.
 */
export function startPostgres(dataDir, port = 5499) {
  if (!existsSync(`${BIN}/initdb`)) return null;
  const existing = existsSync(`${dataDir}/PG_VERSION`);
  const asRoot = process.getuid?.() === 0;
  const exec = (cmd, args) => {
    const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    return spawnSync(command, fullArgs, { encoding: 'utf8' });
  };
  mkdirSync(dataDir, { recursive: true });
  if (asRoot) {
    spawnSync('chown', ['-R', 'postgres:postgres', dataDir]);
    chmodSync(dataDir, 0o700);
  }
  const init = existing
    ? { status: 0 }
    : exec(`${BIN}/initdb`, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  if (init.status !== 0) {
    log(`initdb failed: ${init.stderr}`);
    return null;
  }
  const serverStart = () =>
    exec(`${BIN}/pg_ctl`, [
      '-D',
      dataDir,
      '-o',
      `-p ${port} -k /tmp -c fsync=off`,
      '-w',
      '-l',
      `${dataDir}/log`,
      'start',
    ]);
  const start = serverStart();
  if (start.status !== 0) {
    log(`pg_ctl start failed: ${start.stderr}`);
    return null;
  }
  if (!existing)
    exec(`${BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'portale']);
  log(`PostgreSQL 15 on port ${port}${existing ? ` (the cluster in ${dataDir})` : ''}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/portale`,
    dataDir,
    // The fault tests' restart: the server stops (every connection dropped) and starts again on the same data.
    pause: () => exec(`${BIN}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']).status === 0,
    resume: () => serverStart().status === 0,
    // Stops the cluster and deletes its data directory (a 100,000-candidate benchmark leaves 1.5 GB), unless
    // `keep` (KEEP_BENCH / KEEP_TEST_LOGS, to look at it afterwards).
    stop: ({ keep = false } = {}) => {
      exec(`${BIN}/pg_ctl`, ['-D', dataDir, '-m', 'fast', 'stop']);
      if (keep) log(`PostgreSQL data kept in ${dataDir}`);
      else rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
