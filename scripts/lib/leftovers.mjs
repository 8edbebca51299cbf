// Accounts the tests left behind (issue 28 item 6). The stages of `npm test` share one database between test
// files (SQLite: integration then e2e; PostgreSQL: integration then the two-instance tests): a company or candidate
// that a test creates and does not remove stays in every later search, newest first, and a later test that picks
// rows by position picks it. So every test removes what it creates (tests/support/accounts.ts `ownAccounts`, the
// Playwright fixtures), and this check holds them to it: the newest id of each table is read once the database is
// seeded, and at the end of the stage every account, company and candidate above it is named, grouped by the
// prefix of its e-mail (what the test gave createTestCompany / ownAccounts, or typed into a registration form), and
// the stage fails. It reads through Strapi's test-only SQL hook (STRAPI_TEST_HOOKS), on SQLite and PostgreSQL alike.

const TABLES = ['up_users', 'hr_companies', 'hr_users'];

async function query(strapiUrl, sql) {
  const response = await fetch(`${strapiUrl}/api/test-hooks/sql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sql, bindings: [] }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`test SQL answered ${response.status}: ${JSON.stringify(body)} (${sql})`);
  return body.rows ?? [];
}

/** The newest id of each table right after seeding: every row above it was made by a test. */
export async function seededIds(strapiUrl) {
  const ids = {};
  for (const table of TABLES) {
    const [row] = await query(strapiUrl, `SELECT coalesce(max(id), 0) AS id FROM ${table}`);
    ids[table] = Number(row.id);
  }
  return ids;
}

/**
 * A test account's e-mail without what makes it unique (a random or numbered part), so that the rows of one test
 * read as one line: `shop-renew-123456789@esempio.it` → `shop-renew`, `nuovo.js.1764000000000@…` → `nuovo.js`,
 * `fattura-3-123456789@…` → `fattura`.
 */
export const prefixOf = (email) =>
  String(email ?? '(no e-mail)')
    .split('@')[0]
    .replace(/([-.][0-9a-f]*\d[0-9a-f]*)+$/i, '');

/**
 * Lists the rows above `seeded` and answers how many there are (0: nothing left behind). `label` names the stage.
 */
export async function reportLeftovers(strapiUrl, seeded, label) {
  let total = 0;
  const lines = [];
  for (const table of TABLES) {
    const rows = await query(strapiUrl, `SELECT email FROM ${table} WHERE id > ${Number(seeded[table])}`);
    total += rows.length;
    if (rows.length === 0) continue;
    const byPrefix = new Map();
    for (const { email } of rows) byPrefix.set(prefixOf(email), (byPrefix.get(prefixOf(email)) ?? 0) + 1);
    const groups = [...byPrefix].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    lines.push(`  ${table}: ${rows.length} (${groups.map(([prefix, n]) => `${prefix} ×${n}`).join(', ')})`);
  }
  if (total === 0) console.info(`[portale] ${label}: no test account left behind`);
  else
    console.error(
      `[portale] ${label}: ${total} rows of test accounts left behind (remove what a test creates: ` +
        `tests/support/accounts.ts ownAccounts):\n${lines.join('\n')}`,
    );
  return total;
}
