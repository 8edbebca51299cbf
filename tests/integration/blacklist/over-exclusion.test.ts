// The blacklist hides a candidate from the companies they named, and from nobody else (issue 39 item 16). Dropping
// the VAT condition from the blacklist SQL (a candidate with any entry disappears from every company) left every test
// green: the tests only looked at the blacklisted company. Here a candidate who blacklisted company X stays visible
// to company Y on every surface: the search (both buckets), favourites, the unlocked list, the recommended profiles
// of an alert, the interested list of a job post, the profile itself; and Y's post stays on the candidate's board.
// X, the control, sees the candidate nowhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts, type TestCandidate, type TestCompany } from '../../support/accounts';
import { SALDATURA_ALERT } from '../../support/alert-filters';
import { sql } from '../../support/db';
import { publishJobPost } from '../../support/job-post';
import { addFavouriteRow, setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('lista-nera');
let avoided: TestCompany & { jwt: string };
let other: TestCompany & { jwt: string };
let candidate: TestCandidate & { jwt: string };
let citta = '';
let postOfOther = '';
let postOfAvoided = '';

type Page = { data: Array<{ id: number }>; meta: { pagination: { hasNext: boolean } } };

/** Every id a company gets for `query` (at most 10 pages). */
async function ids(jwt: string, query: string): Promise<number[]> {
  const found: number[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const { status, body } = await strapi(`/api/human-resources?${query}&page=${page}`, { jwt });
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body as unknown as Page;
    found.push(...result.data.map((card) => card.id));
    if (!result.meta.pagination.hasNext) break;
  }
  return found;
}

const searched = async (jwt: string) => [
  ...(await ids(jwt, `bucket=disponibilita&residenza=${encodeURIComponent(citta)}`)),
  ...(await ids(jwt, `bucket=altri&residenza=${encodeURIComponent(citta)}`)),
];

const company = async () => {
  const made = await accounts.company();
  await setCredits(made.id, 5);
  const jwt = await jwtFor(made.email);
  const activated = await strapi('/api/shop/activate', {
    method: 'POST',
    jwt,
    json: { product: 'promuovi_ricerca' },
  });
  expect(activated.status).toBe(200);
  // The alert of the recommended profiles: competence area 'Saldatura' (the test candidate's), nothing else.
  const saved = await strapi('/api/hr-companies/me/alerts', {
    method: 'PUT',
    jwt,
    json: { data: { filtri: SALDATURA_ALERT } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...made, jwt };
};

beforeAll(async () => {
  [avoided, other] = [await company(), await company()];
  const made = await accounts.candidate({ blacklisted_pivas: [{ piva: avoided.piva }] });
  candidate = { ...made, jwt: await jwtFor(made.email) };
  citta = `Lista${Date.now().toString(36)}`;
  // A town of its own (a narrow search) and modified today (first among the recommended profiles).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  await sql('UPDATE hr_users SET citta = ?, ultima_modifica = ? WHERE id = ?', [citta, today, candidate.id]);

  for (const [owner, set] of [
    [other, (id: string) => (postOfOther = id)],
    [avoided, (id: string) => (postOfAvoided = id)],
  ] as const) {
    const post = await publishJobPost(owner.jwt, { posizione: 'Saldatore TIG' });
    expect(post.status).toBe(201);
    set((post.body.data as { documentId: string }).documentId);
  }
  // Interest in the other company's post (the avoided company's post is not on the candidate's board).
  const marked = await strapi(`/api/user/annuncis/${postOfOther}/interesse`, {
    method: 'POST',
    jwt: candidate.jwt,
  });
  expect(marked.status).toBe(200);
  for (const owner of [avoided, other]) await addFavouriteRow(owner.id, candidate.id);
}, 120_000);

afterAll(() => accounts.removeAll());

describe('a candidate who blacklisted company X, seen by company Y', () => {
  it('the search, both buckets', async () => {
    expect(await searched(other.jwt)).toContain(candidate.id);
    expect(await searched(avoided.jwt)).not.toContain(candidate.id);
  });

  it('favourites', async () => {
    expect(await ids(other.jwt, 'favourites=true')).toContain(candidate.id);
    expect(await ids(avoided.jwt, 'favourites=true')).not.toContain(candidate.id);
  });

  it('buying the profile, then the unlocked list', async () => {
    const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
      method: 'POST',
      jwt: other.jwt,
      json: { unlocked: true },
    });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    expect(await ids(other.jwt, 'unlocked=true')).toContain(candidate.id);
  });

  it("the alert's recommended profiles", async () => {
    const first = async (jwt: string) => (await ids(jwt, 'consigliati=true')).slice(0, 40);
    expect(await first(other.jwt)).toContain(candidate.id);
    expect(await first(avoided.jwt)).not.toContain(candidate.id);
  });

  it("the interested list of Y's job post", async () => {
    const { status, body } = await strapi(`/api/annuncis/${postOfOther}/interessati`, { jwt: other.jwt });
    expect(status).toBe(200);
    expect((body.data as Array<{ id: number }>).map((card) => card.id)).toEqual([candidate.id]);
  });

  it('the profile itself', async () => {
    expect((await strapi(`/api/human-resources/${candidate.id}`, { jwt: other.jwt })).status).toBe(200);
    expect((await strapi(`/api/human-resources/${candidate.id}`, { jwt: avoided.jwt })).status).toBe(404);
  });

  it("the candidate's job board keeps Y's post and leaves X's out", async () => {
    const { status, body } = await strapi('/api/user/annuncis', {
      method: 'POST',
      jwt: candidate.jwt,
      json: {},
    });
    expect(status).toBe(200);
    const listed = (body.data as Array<{ documentId: string }>).map((post) => post.documentId);
    expect(listed).toContain(postOfOther);
    expect(listed).not.toContain(postOfAvoided);
  });
});
