// The technical-sheet words of the candidate search (issue 6, decisions.md "Search filters"): matched through
// the hr_user_sheet_terms index, kept in sync with the profile, same folding of case and accents on both sides.
import { describe, expect, it } from 'vitest';
import { schedaTecnicaTerms } from '../../strapi/src/catalog';
import { validPayload } from '../support/candidate-payload';
import { openTestDb, seededCandidateEmail } from '../support/db';
import { jwtFor, strapi } from '../support/strapi';

type Page = { data: Array<{ id: number }>; meta: { pagination: { hasNext: boolean } } };

const search = async (jwt: string, query: string) => {
  const { status, body } = await strapi(`/api/human-resources?${query}`, { jwt });
  expect(status).toBe(200);
  return body as unknown as Page;
};

const ids = async (jwt: string, query: string) => (await search(jwt, query)).data.map((card) => card.id);

const sheetTermsOf = (id: number): string[] => {
  const db = openTestDb();
  try {
    const row = db.prepare('SELECT scheda_tecnica AS sheet FROM hr_users WHERE id = ?').get(id) as {
      sheet: string | null;
    };
    return schedaTecnicaTerms(row.sheet ? JSON.parse(row.sheet) : null);
  } finally {
    db.close();
  }
};

describe('scheda_tecnica search words', () => {
  it('follows the candidate profile: found by the new words, no longer by the old ones', async () => {
    const candidate = await jwtFor(seededCandidateEmail(250));
    const company = await jwtFor('azienda@demo.it');
    const me = await strapi('/api/me', { jwt: candidate });
    const id = (me.body as { hr_user: { id: number } }).hr_user.id;
    // Letters only: digit runs in free text are refused as phone numbers.
    const n = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)]);
    const saveSheet = async (extra: string) => {
      const { status, body } = await strapi('/api/create-profile/update-profile', {
        method: 'PUT',
        jwt: candidate,
        json: {
          data: { ...validPayload(), scheda_tecnica: { saldatura: { tipi: ['TIG', 'Altro'], extra } } },
        },
      });
      expect(status, JSON.stringify(body)).toBe(200);
    };

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
    const queries = [
      'scheda_tecnica=tig',
      'bucket=altri&scheda_tecnica=tig',
      'scheda_tecnica=mig+tig',
      'bucket=altri&scheda_tecnica=Tig&aree_di_competenza=Saldatura',
      'bucket=altri&scheda_tecnica=autoc',
    ];
    let seen = 0;
    for (const query of queries) {
      const words = new URLSearchParams(query).get('scheda_tecnica')!.toLowerCase().split(' ');
      for (const id of await ids(company, query)) {
        const terms = sheetTermsOf(id);
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
