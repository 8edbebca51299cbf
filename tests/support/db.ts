// Direct access to the throw-away database of the test stack, only to prepare states that no public flow
// can reach (e.g. a not-yet-confirmed account), to pick seeded accounts and to check what was stored. `sql` runs
// one statement on whichever database the stack under test uses: PostgreSQL when POSTGRES_URL is set (the
// PostgreSQL stage of `npm test`), otherwise SQLite through Strapi's test hook, never on the file itself (a second
// writer on the file breaks Strapi's transactions). So every test that reads or writes through it can run in both
// stages.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { strapi } from './strapi';

type PgPool = {
  query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
  on: (event: 'error', listener: (error: Error) => void) => void;
};

const require = createRequire(join(process.cwd(), 'strapi', 'package.json'));

let pool: PgPool | undefined;

/**
 * One statement, on SQLite or PostgreSQL. Write SQL both dialects accept: `?` placeholders (never a `?`
 * inside a literal), CAST(json AS TEXT) to match JSON columns, ON CONFLICT DO NOTHING. Booleans and Dates
 * are bound as each database stores them (SQLite: 0/1 and epoch milliseconds, as Strapi writes them).
 * PostgreSQL returns count(*) and bigint columns as strings: wrap them in Number().
 */
export async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const url = process.env.POSTGRES_URL;
  if (url) {
    if (!pool) {
      const { Pool } = require('pg') as {
        Pool: new (options: { connectionString: string; max: number; allowExitOnIdle: boolean }) => PgPool;
      };
      pool = new Pool({ connectionString: url, max: 2, allowExitOnIdle: true });
      // An idle connection dropped by the server (the fault tests restart PostgreSQL) is discarded by the pool;
      // without a listener its 'error' event would end the test process.
      pool.on('error', () => {});
    }
    let n = 0;
    const { rows } = await pool.query(
      text.replace(/\?/g, () => `$${(n += 1)}`),
      params,
    );
    return rows as T[];
  }
  // SQLite: through Strapi's own connection (POST /api/test-hooks/sql), never a second writer on the file: a write
  // from here while a Strapi transaction has read would make that transaction fail with SQLITE_BUSY (a 500).
  const values = params.map((value) =>
    typeof value === 'boolean' ? Number(value) : value instanceof Date ? value.getTime() : value,
  );
  const strapiUrl = process.env.STRAPI_URL;
  if (!strapiUrl) throw new Error('STRAPI_URL is not set: run the tests through `npm test`');
  const response = await fetch(`${strapiUrl}/api/test-hooks/sql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sql: text, bindings: values }),
  });
  const body = (await response.json().catch(() => ({}))) as { rows?: T[]; error?: { message?: string } };
  if (!response.ok)
    throw new Error(`test SQL answered ${response.status}: ${body.error?.message ?? ''} (${text})`);
  return body.rows ?? [];
}

const RECORDS = {
  company: { table: 'hr_companies', column: 'hr_company_id' },
  candidate: { table: 'hr_users', column: 'hr_user_id' },
} as const;

/**
 * Deletes the company or candidate record of a test's own account and the account through Strapi's own delete
 * (test hook `POST /api/test-hooks/remove-account`): link rows and media links go with the record, the media files
 * themselves stay, and Strapi's lifecycle hooks run, so a candidate's rows in the search's derived tables are gone
 * at once. `owned` first removes what the record owns (given its id).
 */
export async function deleteOwnRecord(
  kind: keyof typeof RECORDS,
  email: string,
  owned: (id: number) => Promise<void> = async () => {},
): Promise<void> {
  const { table, column } = RECORDS[kind];
  const [row] = await sql<{ id: number }>(`SELECT id FROM ${table} WHERE email = ?`, [email]);
  if (!row) throw new Error(`no ${kind} ${email} to remove`);
  await owned(row.id);
  const removal = await strapi('/api/test-hooks/remove-account', { method: 'POST', json: { email } });
  if (removal.status !== 200 || (removal.body.data as { removed?: string[] }).removed?.join() !== kind)
    throw new Error(`removing ${kind} ${email} answered ${removal.status}: ${JSON.stringify(removal.body)}`);
  const [left] = await sql<{ n: number | string }>(
    `SELECT count(*) AS n FROM ${table}_user_lnk WHERE ${column} = ?`,
    [row.id],
  );
  if (Number(left.n) !== 0) throw new Error(`the links of ${kind} ${email} outlived it`);
}

export async function setConfirmed(email: string, confirmed: boolean): Promise<void> {
  await sql('UPDATE up_users SET confirmed = ? WHERE lower(email) = lower(?)', [confirmed, email]);
}

/**
 * Makes Strapi's writes of one row fail while `work` runs, through a SQLite trigger (the e2e stack's database):
 * the way to reach the failure dialogs that only a server-side failure shows. `value` is inlined in the trigger,
 * so it must be a plain e-mail or file name.
 */
export async function withFailingWrites<T>(
  target: { table: string; operation: 'INSERT' | 'UPDATE'; column: string; value: string },
  work: () => Promise<T>,
): Promise<T> {
  if (!/^[\w@.+-]+$/.test(target.value)) throw new Error(`not a plain value: ${target.value}`);
  const name = `test_fail_${Date.now()}_${Math.floor(Math.random() * 1e9)}`;
  const row = target.operation === 'INSERT' ? 'NEW' : 'OLD';
  await sql(
    `CREATE TRIGGER ${name} BEFORE ${target.operation} ON ${target.table}
     WHEN ${row}.${target.column} = '${target.value}'
     BEGIN SELECT RAISE(ABORT, 'test: write refused'); END`,
  );
  try {
    return await work();
  } finally {
    await sql(`DROP TRIGGER IF EXISTS ${name}`);
  }
}
