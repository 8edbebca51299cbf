// No personal data in any log line (issue 40, docs/operations.md "Logs"): reads the Remix and Strapi logs of a test
// run and fails when one holds an e-mail address (any: the demo accounts' and the ones the tests made and removed)
// or a phone number of the accounts in the run's databases (the seeded demo people and companies).
//   node scripts/check-log-privacy.mjs <log dir> [sqlite file | postgres url]...
// Prints each finding as file:line with the value masked, and exits 1 when there is one.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './lib/stack.mjs';

/** An e-mail address as people type them; the portal's own addresses (config, not a person) are allowed. */
// The domain ends in a name of letters, as every top-level domain does: `pg@9.0` (a package and its version, in a
// driver's deprecation warning) is no address.
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi;
const OWN_ADDRESSES = /^(?:supporto|noreply|no-reply|fatture|info)@portale-industria\.it$/i;

const strapiRequire = createRequire(join(root, 'strapi/package.json'));

/** The phone numbers of the accounts in a database, as digit strings (with and without the +39 prefix). */
async function phonesOf(database) {
  const query = 'select telefono from hr_users union select telefono from hr_companies';
  let rows = [];
  if (database.startsWith('postgres')) {
    const { Client } = strapiRequire('pg');
    const client = new Client({ connectionString: database });
    await client.connect();
    rows = (await client.query(query)).rows;
    await client.end();
  } else if (existsSync(database)) {
    const Database = strapiRequire('better-sqlite3');
    const db = new Database(database, { readonly: true, fileMustExist: true });
    rows = db.prepare(query).all();
    db.close();
  }
  const phones = new Set();
  for (const { telefono } of rows) {
    const digits = String(telefono ?? '').replace(/\D/g, '');
    if (digits.length < 6) continue;
    phones.add(digits);
    if (digits.startsWith('39') && digits.length > 9) phones.add(digits.slice(2));
  }
  return phones;
}

export async function findPersonalData(dir, databases) {
  const phones = new Set();
  for (const database of databases) for (const phone of await phonesOf(database)) phones.add(phone);
  const findings = [];
  const files = readdirSync(dir).filter((name) => /^(remix|strapi)[\w-]*\.log$/.test(name));
  for (const name of files) {
    const lines = readFileSync(join(dir, name), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const email of emailsIn(line))
        if (!OWN_ADDRESSES.test(email)) findings.push(`${name}:${index + 1}: e-mail ${mask(email)}`);
      // Whole runs of digits only: a phone number inside a timestamp or an id is not one.
      for (const [digits] of line.replace(/[ .-]/g, '').matchAll(/\d+/g))
        if (phones.has(digits)) findings.push(`${name}:${index + 1}: phone ${mask(digits)}`);
    });
  }
  return { files: files.length, phones: phones.size, findings };
}

/**
 * The addresses of a line, looked for only around each '@': the pattern run over a whole long line (a fuzzed body
 * logged in full, megabytes of word characters) backtracks from every position, minutes for one run's logs.
 */
function emailsIn(line) {
  const found = new Set();
  for (let at = line.indexOf('@'); at !== -1; at = line.indexOf('@', at + 1)) {
    for (const [email] of line.slice(Math.max(0, at - 64), at + 256).matchAll(EMAIL)) found.add(email);
  }
  return found;
}

const mask = (value) => `${value.slice(0, 2)}…${value.slice(-2)}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, ...databases] = process.argv.slice(2);
  const { files, phones, findings } = await findPersonalData(dir, databases);
  for (const finding of findings.slice(0, 50)) console.error(`[privacy] ${finding}`);
  console.info(
    `[privacy] ${files} log files read, ${phones} phone numbers and every e-mail address looked for: ${findings.length} found`,
  );
  process.exit(findings.length ? 1 : 0);
}
