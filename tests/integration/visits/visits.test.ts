// Visit counters (docs/decisions.md "Visit counters"): a card shown in a company's search counts a profile view,
// a company opening the profile counts an extended view, a candidate's click on a company logo counts a company
// visit; each at most once per visitor, visited and day in Italy. Runs on SQLite and in the PostgreSQL stage.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate } from '../../support/accounts';
import { sql } from '../../support/db';
import { REMIX, cookieHeader, inputValues, remixSignIn, store } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';

type Candidate = TestCandidate;

/** The file's companies and candidates, removed at its end (a describe's tests share theirs). */
const accounts = ownAccounts('visits');
afterAll(() => accounts.removeAll());

/** A candidate of the test's own that only a search for its made-up city finds. */
async function hiddenCandidate(): Promise<{ candidate: Candidate; city: string }> {
  const candidate = await accounts.candidate();
  const city = `Visite${randomUUID().slice(0, 8)}`;
  await sql('UPDATE hr_users SET citta = ? WHERE id = ?', [city, candidate.id]);
  return { candidate, city };
}

async function company() {
  const { id, documentId, email } = await accounts.company();
  return { id, documentId, jwt: await jwtFor(email) };
}

const views = async (id: number) => {
  const [row] = await sql<{ p: number | null; e: number | null }>(
    'SELECT visite_profilo AS p, visite_profilo_esteso AS e FROM hr_users WHERE id = ?',
    [id],
  );
  return [Number(row.p ?? 0), Number(row.e ?? 0)];
};

const companyVisits = async (id: number) => {
  const [row] = await sql<{ v: number | null }>('SELECT visite_azienda AS v FROM hr_companies WHERE id = ?', [
    id,
  ]);
  return Number(row.v ?? 0);
};

const searchFor = async (jwt: string, city: string) => {
  const { status, body } = await strapi(`/api/human-resources?residenza=${city}`, { jwt });
  expect(status).toBe(200);
  return (body as { data: Array<{ id: number }> }).data.map((card) => card.id);
};

const openProfile = async (jwt: string, id: number) => {
  const { status } = await strapi(`/api/human-resources/${id}`, { jwt });
  expect(status).toBe(200);
};

describe('candidate profile views', () => {
  let candidate: Candidate;
  let city: string;
  let a: Awaited<ReturnType<typeof company>>;
  let b: Awaited<ReturnType<typeof company>>;

  beforeAll(async () => {
    ({ candidate, city } = await hiddenCandidate());
    a = await company();
    b = await company();
  });

  it('a search shows the card: one view per company and day; opening the profile: one extended view', async () => {
    expect(await views(candidate.id)).toEqual([0, 0]);
    expect(await searchFor(a.jwt, city)).toEqual([candidate.id]);
    expect(await views(candidate.id)).toEqual([1, 0]);
    await searchFor(a.jwt, city);
    expect(await views(candidate.id)).toEqual([1, 0]);

    await openProfile(a.jwt, candidate.id);
    await openProfile(a.jwt, candidate.id);
    expect(await views(candidate.id)).toEqual([1, 1]);

    // Another company counts again.
    await searchFor(b.jwt, city);
    await openProfile(b.jwt, candidate.id);
    expect(await views(candidate.id)).toEqual([2, 2]);

    // The company's own lists (favourites) show cards without counting.
    await strapi(`/api/human-resources/${candidate.id}/favourites`, {
      method: 'POST',
      jwt: a.jwt,
      json: { favourite: true },
    });
    const favourites = await strapi('/api/human-resources?favourites=true', { jwt: a.jwt });
    expect((favourites.body as { data: Array<{ id: number }> }).data.map((c) => c.id)).toContain(
      candidate.id,
    );
    expect(await views(candidate.id)).toEqual([2, 2]);
  });

  it('counts again on the next day in Italy', async () => {
    // Company A's rows of today become yesterday's: the next search and profile count once more.
    await sql("UPDATE visite SET giorno = '2000-01-01' WHERE visitatore = ? AND tipo <> 'azienda'", [a.id]);
    await searchFor(a.jwt, city);
    await openProfile(a.jwt, candidate.id);
    await searchFor(a.jwt, city);
    expect(await views(candidate.id)).toEqual([3, 3]);
  });

  it('simultaneous searches of one company count one view', async () => {
    const fresh = await hiddenCandidate();
    const c = await company();
    await Promise.all(Array.from({ length: 8 }, () => searchFor(c.jwt, fresh.city)));
    await Promise.all(Array.from({ length: 8 }, () => openProfile(c.jwt, fresh.candidate.id)));
    expect(await views(fresh.candidate.id)).toEqual([1, 1]);
  });
});

describe('company visits (logo clicks)', () => {
  it('count once per candidate, company and day, however often and however fast they click', async () => {
    const target = await company();
    await sql('UPDATE hr_companies SET sito_web_link = ? WHERE id = ?', [
      'https://www.esempio.it/',
      target.id,
    ]);
    const first = await accounts.candidate();
    const second = await accounts.candidate();
    const click = async (email: string) => {
      const { status, body } = await strapi(`/api/user/hr-companies/${target.documentId}/visit`, {
        method: 'POST',
        jwt: await jwtFor(email),
      });
      expect(status).toBe(200);
      return body as { data: { sito_web_link: string } };
    };
    expect((await click(first.email)).data.sito_web_link).toBe('https://www.esempio.it/');
    await Promise.all(Array.from({ length: 10 }, () => click(first.email)));
    expect(await companyVisits(target.id)).toBe(1);
    await click(second.email);
    expect(await companyVisits(target.id)).toBe(2);
  });

  it('the Remix route counts only a CSRF-checked POST and forwards to the website', async () => {
    const target = await company();
    await sql('UPDATE hr_companies SET sito_web_link = ? WHERE id = ?', [
      'https://www.esempio.it/',
      target.id,
    ]);
    const visitor = await accounts.candidate();
    const jar = await remixSignIn(visitor.email);
    const profile = await fetch(`${REMIX}/profilo`, { headers: { Cookie: cookieHeader(jar) } });
    store(jar, profile);
    const csrf = inputValues(await profile.text()).csrf;
    const path = `${REMIX}/aziende/${target.documentId}/visita`;
    const post = (body: URLSearchParams) =>
      fetch(path, { method: 'POST', redirect: 'manual', headers: { Cookie: cookieHeader(jar) }, body });

    const get = await fetch(path, { redirect: 'manual', headers: { Cookie: cookieHeader(jar) } });
    expect(get.status).toBe(200);
    expect((await post(new URLSearchParams())).status).toBe(403);
    expect(await companyVisits(target.id)).toBe(0);

    for (let i = 0; i < 3; i += 1) {
      // A page that forwards by itself (meta refresh) and links to the site: CSP form-action forbids a redirect.
      const response = await post(new URLSearchParams({ csrf }));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('content="0;url=https://www.esempio.it/"');
      expect(html).toContain('href="https://www.esempio.it/"');
    }
    expect(await companyVisits(target.id)).toBe(1);

    for (const id of ['..%2F..%2Fadmin', 'abcdefghijklmnopqrstuvwx']) {
      const response = await fetch(`${REMIX}/aziende/${id}/visita`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookieHeader(jar) },
        body: new URLSearchParams({ csrf }),
      });
      expect(response.status).toBe(404);
    }
  });
});
