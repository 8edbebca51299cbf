// The search's derived tables (strapi/src/api/human-resource/services/derived.ts) follow the candidate's profile:
// the technical-sheet words (decisions.md "Search filters", matched through hr_user_sheet_terms, same folding of
// case and accents on both sides) and the blacklisted VAT numbers (hr_user_blacklist); a removed candidate's
// rows go with it. The candidates are the file's own (ownAccounts), removed at the end.
// Runs in both stages of `npm test` (SQLite, then PostgreSQL, where the term column has its own collation).
import { afterAll, describe, expect, it } from 'vitest';
import { BLACKLIST_TABLE } from '../../strapi/src/api/human-resource/services/blacklist';
import { SYNC_TABLE } from '../../strapi/src/api/human-resource/services/derived';
import { SHEET_TERMS_TABLE } from '../../strapi/src/api/human-resource/services/sheet-terms';
import { schedaTecnicaTerms } from '#catalog/index.ts';
import { ownAccounts } from '../support/accounts';
import { validPayload } from '../support/candidate-payload';
import { sql } from '../support/db';
import { jwtFor, strapi } from '../support/strapi';

const accounts = ownAccounts('search-derived');
afterAll(() => accounts.removeAll());

type Page = { data: Array<{ id: number }>; meta: { pagination: { hasNext: boolean } } };

const search = async (jwt: string, query: string) => {
  const { status, body } = await strapi(`/api/human-resources?${query}`, { jwt });
  expect(status).toBe(200);
  return body as unknown as Page;
};

const ids = async (jwt: string, query: string) => (await search(jwt, query)).data.map((card) => card.id);

const sheetTermsOf = async (id: number): Promise<string[]> => {
  const [row] = await sql<{ sheet: unknown }>('SELECT scheda_tecnica AS sheet FROM hr_users WHERE id = ?', [
    id,
  ]);
  // SQLite returns the JSON text, PostgreSQL the parsed value.
  return schedaTecnicaTerms(typeof row.sheet === 'string' ? JSON.parse(row.sheet) : row.sheet);
};

/** A candidate of the file's own, signed in: its JWT and its id. */
const ownCandidate = async () => {
  const { email, id } = await accounts.candidate();
  return { jwt: await jwtFor(email), id };
};

/** The candidate saves the whole profile (validPayload, living in Milano) with these fields changed. */
const saveProfile = async (jwt: string, fields: Record<string, unknown>) => {
  const { status, body } = await strapi('/api/create-profile/update-profile', {
    method: 'PUT',
    jwt,
    json: { data: { ...validPayload(), ...fields } },
  });
  expect(status, JSON.stringify(body)).toBe(200);
};

describe('blacklisted VAT numbers', () => {
  it('a candidate who blacklists the company disappears from its search and profile page at once', async () => {
    const { jwt: candidate, id } = await ownCandidate();
    const company = await jwtFor('azienda@demo.it');
    const piva = ((await strapi('/api/me', { jwt: company })).body as { hr_company: { piva: string } })
      .hr_company.piva;
    const sheet = { scheda_tecnica: { saldatura: { tipi: ['TIG', 'Altro'], extra: 'Brasatura cobalto' } } };
    const query = 'residenza=Milano&scheda_tecnica=brasatura+cobalto';

    await saveProfile(candidate, { ...sheet, blacklisted_pivas: [{ piva }] });
    expect(await ids(company, query)).not.toContain(id);
    expect((await strapi(`/api/human-resources/${id}`, { jwt: company })).status).toBe(404);

    await saveProfile(candidate, { ...sheet, blacklisted_pivas: [] });
    expect(await ids(company, query)).toContain(id);
    expect((await strapi(`/api/human-resources/${id}`, { jwt: company })).status).toBe(200);
  });
});

describe('scheda_tecnica search words', () => {
  it('follows the candidate profile: found by the new words, no longer by the old ones', async () => {
    const { jwt: candidate, id } = await ownCandidate();
    const company = await jwtFor('azienda@demo.it');
    // Letters only: digit runs in free text are refused as phone numbers.
    const n = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)]);
    const saveSheet = (extra: string) =>
      saveProfile(candidate, { scheda_tecnica: { saldatura: { tipi: ['TIG', 'Altro'], extra } } });

    await saveSheet(`Saldatura orbitale Zirconio${n}, perché no`);
    // validPayload lives in Milano (MI), like azienda@demo.it: the first bucket group.
    expect(await ids(company, `residenza=Milano&scheda_tecnica=zirconio${n}`)).toEqual([id]);
    // Case, accents and several words (all of them must match); a word matches the beginning of a term.
    expect(await ids(company, `residenza=Milano&scheda_tecnica=ZIRCONIO${n}+PERCHE`)).toEqual([id]);
    expect(await ids(company, `residenza=Milano&scheda_tecnica=zirconio${n}+orbit`)).toEqual([id]);
    expect(await ids(company, `residenza=Milano&scheda_tecnica=zirconio${n}+mig`)).toEqual([]);
    // Only the beginning of a term: the middle of a word is no match.
    expect(await ids(company, `residenza=Milano&scheda_tecnica=irconio${n}`)).toEqual([]);

    await saveSheet(`Vanadio${n}`);
    expect(await ids(company, `residenza=Milano&scheda_tecnica=zirconio${n}`)).toEqual([]);
    expect(await ids(company, `residenza=Milano&scheda_tecnica=vanadio${n}`)).toEqual([id]);
  });

  it('returns only candidates whose sheet has the words, in both buckets and with other filters', async () => {
    const company = await jwtFor('azienda@demo.it');
    // The two commonest terms of the seeded sheets (whatever the seed), so that the pages are not empty.
    const sheets = await sql<{ sheet: unknown }>('SELECT scheda_tecnica AS sheet FROM hr_users');
    const frequency = new Map<string, number>();
    for (const { sheet } of sheets) {
      for (const term of schedaTecnicaTerms(typeof sheet === 'string' ? JSON.parse(sheet) : sheet)) {
        frequency.set(term, (frequency.get(term) ?? 0) + 1);
      }
    }
    const [first, second] = [...frequency].sort((a, b) => b[1] - a[1]).map(([term]) => term);
    const queries = [
      `scheda_tecnica=${first}`,
      `bucket=altri&scheda_tecnica=${first.toUpperCase()}`,
      `bucket=altri&scheda_tecnica=${first.slice(0, 3)}`,
      `scheda_tecnica=${first}+${second}`,
      `bucket=altri&scheda_tecnica=${second}+${first}`,
    ];
    let seen = 0;
    for (const query of queries) {
      const words = new URLSearchParams(query).get('scheda_tecnica')!.toLowerCase().split(' ');
      for (const id of await ids(company, query)) {
        const terms = await sheetTermsOf(id);
        for (const word of words)
          expect(
            terms.some((term) => term.startsWith(word)),
            `${id} ${word}`,
          ).toBe(true);
        seen += 1;
      }
    }
    // The seed's sheets do hold these words: an empty result would prove nothing.
    expect(seen).toBeGreaterThan(5);
  });

  it('a word in no sheet gives the empty page, and stop words alone do not filter', async () => {
    const company = await jwtFor('azienda@demo.it');
    const none = await search(company, 'scheda_tecnica=xqzwkjv');
    expect(none.data).toEqual([]);
    expect(none.meta.pagination.hasNext).toBe(false);
    expect(await ids(company, 'bucket=altri&scheda_tecnica=di+e+la')).toEqual(
      await ids(company, 'bucket=altri'),
    );
  });
});

describe('a removed candidate', () => {
  it('leaves no derived rows: they go with the candidate, not at the next start of Strapi', async () => {
    const [{ piva }] = await sql<{ piva: string }>(
      "SELECT piva FROM hr_companies WHERE email = 'azienda@demo.it'",
    );
    // validPayload's sheet has terms; the blacklist one VAT number. Accounts of this test alone, so that removing
    // them is the very removal every test's own candidate gets (the fixtures, ownAccounts).
    const own = ownAccounts('derived-removed');
    const candidate = await own.candidate({ blacklisted_pivas: [{ piva }] });
    const rows = async () => {
      const counts: Record<string, number> = {};
      for (const table of [SHEET_TERMS_TABLE, BLACKLIST_TABLE, SYNC_TABLE]) {
        const [row] = await sql<{ n: number | string }>(
          `SELECT count(*) AS n FROM ${table} WHERE hr_user_id = ?`,
          [candidate.id],
        );
        counts[table] = Number(row.n);
      }
      return counts;
    };
    const before = await rows();
    try {
      expect(before[SHEET_TERMS_TABLE]).toBeGreaterThan(0);
      expect(before[BLACKLIST_TABLE]).toBe(1);
      expect(before[SYNC_TABLE]).toBe(1);
    } finally {
      await own.removeAll();
    }
    expect(await rows()).toEqual({ [SHEET_TERMS_TABLE]: 0, [BLACKLIST_TABLE]: 0, [SYNC_TABLE]: 0 });
  });
});
