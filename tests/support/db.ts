// Direct access to the throw-away SQLite database of the test stack, only to prepare states that no
// public flow can reach (e.g. a not-yet-confirmed account) and to pick seeded accounts.
import { createRequire } from 'node:module';
import { join } from 'node:path';

type Statement = {
  get: (...args: unknown[]) => unknown;
  all: (...args: unknown[]) => unknown[];
  run: (...args: unknown[]) => unknown;
};
type Database = { prepare: (sql: string) => Statement; close: () => void; pragma: (s: string) => unknown };

const require = createRequire(join(process.cwd(), 'strapi', 'package.json'));

export function openTestDb(): Database {
  const file = process.env.TEST_DATABASE_FILE;
  if (!file) throw new Error('TEST_DATABASE_FILE is not set: run the tests through `npm test`');
  const BetterSqlite = require('better-sqlite3') as new (file: string) => Database;
  const db = new BetterSqlite(file);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** E-mail of the n-th seeded candidate that is not a demo account (stable for a given seed). */
export function seededCandidateEmail(n: number): string {
  const db = openTestDb();
  try {
    const row = db
      .prepare(
        `SELECT u.email AS email FROM up_users u
         JOIN hr_users h ON lower(h.email) = lower(u.email)
         WHERE u.email NOT LIKE '%@demo.it' ORDER BY u.id LIMIT 1 OFFSET ?`,
      )
      .get(n) as { email: string } | undefined;
    if (!row) throw new Error(`no seeded candidate #${n}`);
    return row.email;
  } finally {
    db.close();
  }
}

export function setConfirmed(email: string, confirmed: boolean): void {
  const db = openTestDb();
  try {
    db.prepare('UPDATE up_users SET confirmed = ? WHERE lower(email) = lower(?)').run(
      confirmed ? 1 : 0,
      email,
    );
  } finally {
    db.close();
  }
}
