// The columns the sheet-term rows carry (strapi/src/api/human-resource/services/sheet-terms.ts `SHEET_TERM_COPIES`:
// provincia, mobilita, ultima_modifica, contatti_da_verificare) follow every write of hr_users, those around
// Strapi's per-row hooks too: the freshness confirmation (an `updateMany` of ultima_modifica), the guarantee's refund
// (a knex update of contatti_da_verificare) and the candidate's confirmation (an `updateMany` of it back), raw SQL,
// and a raw delete (the rows go with the candidate). On PostgreSQL a rare word's set is read from those rows alone
// (search.ts `driven`), so a stale copy would show a hidden candidate, in the wrong bucket or the wrong order; each
// test checks the search and the copies themselves (both databases: SQLite stores the same copies).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHEET_TERMS_TABLE,
  SHEET_TERM_COPIES,
} from '../../../strapi/src/api/human-resource/services/sheet-terms';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { createTestCandidate } from '../../support/principals';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('copie');
afterAll(() => accounts.removeAll());

// A word of this run's own: in these candidates' sheets only, so it drives the search (search.ts SHEET_DRIVING_LIMIT).
// Letters only: a run of digits reads as a phone number, which the sheet refuses.
const WORD = `copie${Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const payload = { scheda_tecnica: { saldatura: { tipi: ['TIG'], extra: WORD } } };

const DAY = 86_400_000;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

// The company searching (Milano, the candidates' province by default: bucket group 1).
let searcher = '';
beforeAll(async () => {
  searcher = await jwtFor((await accounts.company()).email);
});

/** The ids of the company's search for the word, in the page's order (disponibilita unless `bucket`). */
const found = async (bucket = 'disponibilita') => {
  const { status, body } = await strapi(`/api/human-resources?bucket=${bucket}&scheda_tecnica=${WORD}`, {
    jwt: searcher,
  });
  expect(status).toBe(200);
  return (body.data as Array<{ id: number }>).map((card) => card.id);
};

/** Every term row of the candidate carries the candidate's values as hr_users has them now. */
const expectCopiesCurrent = async (id: number) => {
  const columns = SHEET_TERM_COPIES.map((c) =>
    c === 'ultima_modifica' ? 'CAST(ultima_modifica AS TEXT) AS ultima_modifica' : c,
  ).join(', ');
  const [own] = await sql<Record<string, unknown>>(`SELECT ${columns} FROM hr_users WHERE id = ?`, [id]);
  const copies = await sql<Record<string, unknown>>(
    `SELECT ${columns} FROM ${SHEET_TERMS_TABLE} WHERE hr_user_id = ?`,
    [id],
  );
  expect(copies.length).toBeGreaterThan(0);
  for (const copy of copies) expect(copy).toEqual(own);
};

const candidate = async () => {
  const { id, email } = await accounts.candidate(payload);
  return { id, email };
};

describe("the term rows' copies of the candidate's columns", () => {
  it('a freshness confirmation (an updateMany of ultima_modifica) puts the candidate first', async () => {
    const a = await candidate();
    const b = await candidate();
    // Raw SQL, as the tests' own helpers write dates: b newer than a.
    await sql('UPDATE hr_users SET ultima_modifica = ? WHERE id = ?', ['2025-01-10', a.id]);
    await sql('UPDATE hr_users SET ultima_modifica = ? WHERE id = ?', ['2025-03-10', b.id]);
    expect(await found()).toEqual([b.id, a.id]);
    await expectCopiesCurrent(a.id);

    // The freshness e-mail's token (as freshness.ts stores it), then its link: a confirms today.
    const token = randomBytes(32).toString('base64url');
    await sql('UPDATE hr_users SET aggiornamento_token = ?, aggiornamento_inviato_il = ? WHERE id = ?', [
      createHash('sha256').update(token).digest('hex'),
      new Date(),
      a.id,
    ]);
    const confirmed = await strapi(`/api/alreadyUpdated/${token}`, { method: 'PATCH' });
    expect(confirmed.status).toBe(200);
    await expectCopiesCurrent(a.id);
    expect(await found()).toEqual([a.id, b.id]);
  });

  it('a refund hides the candidate from the word search, and their confirmation brings them back', async () => {
    const c = await candidate();
    await sql('UPDATE hr_users SET ultima_modifica = ? WHERE id = ?', ['2025-02-01', c.id]);
    expect(await found()).toContain(c.id);
    // Another company unlocks c and reports it unreachable; the job refunds it a week later.
    const company = await accounts.company();
    await setCredits(company.id, 5);
    const jwt = await jwtFor(company.email);
    const unlocked = await strapi(`/api/human-resources/${c.id}/unlock`, {
      method: 'POST',
      jwt,
      json: { unlocked: true },
    });
    expect(unlocked.status).toBe(200);
    const reported = await strapi(`/api/guarantee-reports/candidate/${c.id}`, {
      method: 'POST',
      jwt,
      json: { tentativo: 'entrambi', primo_tentativo: today() },
    });
    expect(reported.status).toBe(201);
    // An hour of this file's own, a month ahead (guarantee.test.ts takes hours a week ahead): the job claims per hour.
    const later = new Date(Date.now() + 30 * DAY + Math.floor(Math.random() * 500) * 3_600_000);
    const job = await strapi('/api/test-hooks/guarantee', {
      method: 'POST',
      json: { now: later.toISOString() },
    });
    expect(job.status).toBe(200);
    const [row] = await sql<{ flag: unknown }>(
      'SELECT contatti_da_verificare AS flag FROM hr_users WHERE id = ?',
      [c.id],
    );
    expect(Boolean(row.flag)).toBe(true);
    await expectCopiesCurrent(c.id);
    expect(await found()).not.toContain(c.id);

    // The candidate confirms their contacts from their profile page: back in the search.
    const own = await jwtFor(c.email);
    expect((await strapi('/api/guarantee/me/confirm', { method: 'POST', jwt: own })).status).toBe(200);
    await expectCopiesCurrent(c.id);
    expect(await found()).toContain(c.id);
  });

  it('raw SQL writes of provincia and mobilita move the candidate between the buckets', async () => {
    const c = await candidate();
    expect(await found()).toContain(c.id);
    // Torino, moving within its province only: in none of a Milan company's groups, in "altri".
    await sql("UPDATE hr_users SET provincia = 'TO', mobilita = 'provincia' WHERE id = ?", [c.id]);
    await expectCopiesCurrent(c.id);
    expect(await found()).not.toContain(c.id);
    expect(await found('altri')).toContain(c.id);
    // Anywhere in Italy: group 3 again.
    await sql("UPDATE hr_users SET mobilita = 'italia' WHERE id = ?", [c.id]);
    await expectCopiesCurrent(c.id);
    expect(await found()).toContain(c.id);
    expect(await found('altri')).not.toContain(c.id);
  });

  it("a raw delete of the candidate takes the candidate's term rows with it", async () => {
    // Not through ownAccounts' candidate: its removal goes through Strapi and would find no record. The account
    // left without its record is removed with the file's others.
    const { id, email } = await createTestCandidate('copie-candidato', payload);
    accounts.adopt(email);
    expect(await found()).toContain(id);
    await sql('DELETE FROM hr_users_user_lnk WHERE hr_user_id = ?', [id]);
    await sql('DELETE FROM hr_users WHERE id = ?', [id]);
    const [left] = await sql<{ n: number | string }>(
      `SELECT count(*) AS n FROM ${SHEET_TERMS_TABLE} WHERE hr_user_id = ?`,
      [id],
    );
    expect(Number(left.n)).toBe(0);
    expect(await found()).not.toContain(id);
  });
});
