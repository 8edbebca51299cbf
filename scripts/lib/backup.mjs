// Backup and restore of the portal's data (docs/operations.md "Backups"): the database (SQLite through
// better-sqlite3's online backup API, a consistent copy while Strapi writes; PostgreSQL through pg_dump's custom
// format, in the same snapshot as the manifest's counts) and Strapi's uploads folder, in one timestamped .tar.gz
// with a manifest (when, versions, rows per table).
// Where the data is comes from the same variables Strapi reads: DATABASE_URL (PostgreSQL) or DATABASE_FILENAME
// (SQLite, relative to strapi/, default .tmp/data.db), and STRAPI_PUBLIC_DIR (default strapi/public).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { root } from './stack.mjs';

const strapiDir = join(root, 'strapi');
const strapiRequire = createRequire(join(strapiDir, 'package.json'));

export function dataLocation(env = process.env) {
  const file = env.DATABASE_FILENAME ?? '.tmp/data.db';
  const publicDir = env.STRAPI_PUBLIC_DIR ?? 'public';
  return {
    url: env.DATABASE_URL || null,
    file: isAbsolute(file) ? file : resolve(strapiDir, file),
    uploads: join(isAbsolute(publicDir) ? publicDir : resolve(strapiDir, publicDir), 'uploads'),
  };
}

/** Rows per table of a SQLite file. */
function sqliteCounts(file) {
  const Database = strapiRequire('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const tables = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all()
    .map((row) => row.name);
  const counts = Object.fromEntries(
    tables.map((name) => [name, db.prepare(`select count(*) as n from "${name}"`).get().n]),
  );
  const version = db.prepare('select sqlite_version() as v').get().v;
  db.close();
  return { counts, version: `SQLite ${version}` };
}

async function pgCounts(client) {
  const { rows } = await client.query(
    'select tablename from pg_tables where schemaname = current_schema() order by tablename',
  );
  const counts = {};
  for (const { tablename } of rows)
    counts[tablename] = Number((await client.query(`select count(*) as n from "${tablename}"`)).rows[0].n);
  return counts;
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}`);
}

/** PostgreSQL client programs of the server's major version when installed there (Debian's layout), else PATH. */
function pgProgram(name) {
  for (const version of ['17', '16', '15']) {
    const path = `/usr/lib/postgresql/${version}/bin/${name}`;
    if (existsSync(path)) return path;
  }
  return name;
}

/** Writes `<dir>/portale-<timestamp>.tar.gz`; returns its path and manifest. */
export async function backup({ dir, env = process.env }) {
  const where = dataLocation(env);
  const work = mkdtempSync(join(tmpdir(), 'portale-backup-'));
  const started = Date.now();
  try {
    let database;
    if (where.url) {
      const { Client } = strapiRequire('pg');
      const client = new Client({ connectionString: where.url });
      await client.connect();
      try {
        // The dump and the counts read one snapshot: the manifest says what the dump holds, writes or not.
        await client.query('begin isolation level repeatable read read only');
        const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id;
        const counts = await pgCounts(client);
        const version = (await client.query('show server_version')).rows[0].server_version;
        run(pgProgram('pg_dump'), [
          '--format=custom',
          `--snapshot=${snapshot}`,
          '--no-owner',
          '-f',
          join(work, 'database.dump'),
          where.url,
        ]);
        await client.query('commit');
        database = { engine: 'postgres', file: 'database.dump', version: `PostgreSQL ${version}`, counts };
      } finally {
        await client.end();
      }
    } else {
      if (!existsSync(where.file)) throw new Error(`no SQLite database at ${where.file}`);
      const Database = strapiRequire('better-sqlite3');
      const db = new Database(where.file, { fileMustExist: true });
      // The online backup API: page by page, restarting pages written meanwhile; Strapi keeps running.
      await db.backup(join(work, 'database.sqlite'));
      db.close();
      const { counts, version } = sqliteCounts(join(work, 'database.sqlite'));
      database = { engine: 'sqlite', file: 'database.sqlite', version, counts };
    }
    if (existsSync(where.uploads)) cpSync(where.uploads, join(work, 'uploads'), { recursive: true });
    else mkdirSync(join(work, 'uploads'));
    const manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      portal: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version,
      strapi: JSON.parse(readFileSync(join(strapiDir, 'node_modules/@strapi/strapi/package.json'), 'utf8'))
        .version,
      node: process.version,
      database,
    };
    writeFileSync(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(dir, { recursive: true });
    const archive = resolve(dir, `portale-${manifest.createdAt.replace(/[:.]/g, '-')}.tar.gz`);
    run('tar', ['-czf', archive, '-C', work, '.']);
    return { archive, manifest, seconds: (Date.now() - started) / 1000 };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Puts an archive's database and uploads back in place of the current ones; Strapi must be stopped. Answers the
 * manifest and the counts found after the restore (they must equal the manifest's).
 */
export async function restore({ archive, env = process.env }) {
  const where = dataLocation(env);
  const work = mkdtempSync(join(tmpdir(), 'portale-restore-'));
  const started = Date.now();
  try {
    run('tar', ['-xzf', archive, '-C', work]);
    const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8'));
    let counts;
    if (manifest.database.engine === 'postgres') {
      if (!where.url) throw new Error('a PostgreSQL backup needs DATABASE_URL');
      run(pgProgram('pg_restore'), [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '-d',
        where.url,
        join(work, 'database.dump'),
      ]);
      const { Client } = strapiRequire('pg');
      const client = new Client({ connectionString: where.url });
      await client.connect();
      counts = await pgCounts(client);
      await client.end();
    } else {
      if (where.url) throw new Error('a SQLite backup restores into SQLite: unset DATABASE_URL');
      mkdirSync(resolve(where.file, '..'), { recursive: true });
      for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${where.file}${suffix}`, { force: true });
      cpSync(join(work, 'database.sqlite'), where.file);
      counts = sqliteCounts(where.file).counts;
    }
    rmSync(where.uploads, { recursive: true, force: true });
    cpSync(join(work, 'uploads'), where.uploads, { recursive: true });
    return { manifest, counts, seconds: (Date.now() - started) / 1000 };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
