// What a company keeps of a candidate it unlocked who then erased their account (issue 41): the unlocked list's answer
// ends with the row as "Candidato cancellato" (the date, who unlocked, nothing of the person), only where no filter is
// set; the pipeline refuses the old id with a 404 (never a 500) and the team's notes about them are gone; the Remix
// pages answer 410 "Profilo cancellato dal candidato" on the old link and list the row. SQLite and PostgreSQL alike.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { createTestCandidate, removeTestCandidate } from '../../support/principals';
import { load, remixSignIn } from '../../support/remix';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('privacy-erased');
const leftovers: string[] = [];
afterEach(async () => {
  for (const email of leftovers.splice(0))
    if ((await sql('SELECT id FROM hr_users WHERE email = ?', [email])).length > 0)
      await removeTestCandidate(email);
  await accounts.removeAll();
});

type ErasedRow = { id: number; nome: string; data_sblocco: string; sbloccato_da: string | null };
type SearchBody = { data: Array<{ id: number }>; meta: { cancellati?: ErasedRow[] } };

const unlocked = async (jwt: string, query = '') => {
  const answer = await strapi(`/api/human-resources?unlocked=true${query}`, { jwt });
  expect(answer.status).toBe(200);
  return answer.body as unknown as SearchBody;
};

/** A company with a candidate it unlocked, moved to 'colloquio' and noted on, who then erased their account. */
const erasedAfterUnlock = async () => {
  const company = await accounts.company();
  await setCredits(company.id, 3);
  const jwt = await jwtFor(company.email);
  const candidate = await createTestCandidate('privacy-erased-candidato', { cognome: 'Cancellandi' });
  leftovers.push(candidate.email);
  const unlock = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
    method: 'POST',
    jwt,
    json: { unlocked: true },
  });
  expect(unlock.status).toBe(200);
  expect(
    (
      await strapi(`/api/pipeline/candidates/${candidate.id}/fase`, {
        method: 'PUT',
        jwt,
        json: { fase: 'colloquio' },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await strapi(`/api/pipeline/candidates/${candidate.id}/notes`, {
        method: 'POST',
        jwt,
        json: { testo: 'Richiamare Mario Cancellandi lunedì' },
      })
    ).status,
  ).toBe(201);
  const before = await unlocked(jwt);
  expect(before.data.map((card) => card.id)).toEqual([candidate.id]);
  expect(before.meta.cancellati).toEqual([]);

  const erased = await strapi('/api/account/erasure', {
    method: 'POST',
    jwt: await jwtFor(candidate.email),
    json: { password: 'Demo1234!' },
  });
  expect(erased.status).toBe(200);
  return { company, jwt, candidate };
};

describe('a company and the candidate it unlocked who erased their account', () => {
  it('keeps the row as "Candidato cancellato" in the unlocked list, without the person', async () => {
    const { company, jwt, candidate } = await erasedAfterUnlock();
    const after = await unlocked(jwt);
    expect(after.data).toEqual([]);
    expect(after.meta.cancellati).toHaveLength(1);
    const [row] = after.meta.cancellati!;
    expect(row).toEqual({
      id: candidate.id,
      nome: 'Candidato cancellato',
      data_sblocco: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      sbloccato_da: null,
    });
    const text = JSON.stringify(after);
    for (const personal of ['Cancellandi', candidate.email, candidate.telefono])
      expect(text).not.toContain(personal);

    // Only where no filter is set: an erased candidate matches no search filter nor pipeline filter.
    expect((await unlocked(jwt, '&eta=under35')).meta.cancellati).toBeUndefined();
    expect((await unlocked(jwt, '&fase=colloquio')).meta.cancellati).toBeUndefined();
    // The other lists never carry it.
    const search = await strapi('/api/human-resources', { jwt });
    expect((search.body as unknown as SearchBody).meta.cancellati).toBeUndefined();
    // Another company that never unlocked the candidate sees nothing of it.
    const other = await accounts.company();
    expect((await unlocked(await jwtFor(other.email))).meta.cancellati).toEqual([]);
    expect(company.id).not.toBe(other.id);
  });

  it('the pipeline answers the old id with a 404 and the notes are gone', async () => {
    const { company, jwt, candidate } = await erasedAfterUnlock();
    const [{ n }] = await sql<{ n: number | string }>(
      `SELECT count(*) AS n FROM candidate_notes n JOIN candidate_notes_hr_company_lnk l ON l.candidate_note_id = n.id
        WHERE l.hr_company_id = ?`,
      [company.id],
    );
    expect(Number(n)).toBe(0);
    for (const [method, path, json] of [
      ['GET', `/api/pipeline/candidates/${candidate.id}`, undefined],
      ['PUT', `/api/pipeline/candidates/${candidate.id}/fase`, { fase: 'assunto' }],
      ['GET', `/api/pipeline/candidates/${candidate.id}/notes`, undefined],
      ['POST', `/api/pipeline/candidates/${candidate.id}/notes`, { testo: 'Ancora' }],
    ] as const) {
      const answer = await strapi(path, { method, jwt, json });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const list = await strapi('/api/pipeline', { jwt });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('Cancellandi');
  });

  it('the Remix pages: 410 "Profilo cancellato dal candidato" on the old link, the row in the list', async () => {
    const { company, candidate } = await erasedAfterUnlock();
    const jar = await remixSignIn(company.email);
    const old = await load(jar, `/resource-profile/${candidate.id}`);
    expect(old.status).toBe(410);
    expect(old.html).toContain('Profilo cancellato dal candidato');
    expect(old.html).not.toContain('Non siamo riusciti a trovare il profilo');
    // An id it never unlocked is still the plain not-found page.
    const unknown = await load(jar, `/resource-profile/${candidate.id + 1_000_000}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).not.toContain('Profilo cancellato dal candidato');

    const list = await load(jar, '/company-unlocked-profiles');
    expect(list.status).toBe(200);
    expect(list.html).toContain('Candidati cancellati');
    expect(list.html).toContain('Candidato cancellato');
    expect(list.html).not.toContain('Cancellandi');
    expect(list.html).not.toContain(candidate.email);
  });
});
