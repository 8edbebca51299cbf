// Issue 25 item 5: the candidates' job board by distance from the candidate's own comune. A post names only a
// province; its comune is its company's work place whenever that names a comune (catalog jobPostPoint; issue 39
// item 8: before, only when it lay in the post's province). Posts of companies at known comuni, for a candidate
// living in Bergamo (great-circle distances from Bergamo): Seriate 4.1 km, Chiari (BS) 27.0, Lecco (LC) 27.8,
// Clusone 30.8, Monza (MB) 33.0; a Seriate company's posts in the province of Milano, in the wizard's default
// province (Alessandria) and with no province at all are 4 km away too; a company whose only place is its
// operating address in Treviglio (20.1 km) is measured from there; a company whose work place is no comune has no
// distance, with or without a province. "Entro 30 km" returns exactly the posts within it, newest first; the
// candidate's place comes from the profile, never the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { companyWorkingIn, publishJobPost } from '../../support/job-post';
import { jwtFor, strapi } from '../../support/strapi';

type Post = { documentId: string; distanza: number | null };
type Board = {
  status: number;
  posts: Post[];
  meta: { pagination: { hasNext: boolean }; distanza: { casa: string | null; km: number } };
};

const accounts = ownAccounts('board-distance');
/** The test's posts by name, in the order published (oldest first). */
const posts: Record<string, string> = {};
const PLACES: Record<string, { citta: string; provincia: string; residenza: string | null }> = {
  seriate: { citta: 'Seriate', provincia: 'BG', residenza: 'BG' },
  chiari: { citta: 'Chiari', provincia: 'BS', residenza: 'BS' },
  lecco: { citta: 'Lecco', provincia: 'LC', residenza: 'LC' },
  clusone: { citta: 'Clusone', provincia: 'BG', residenza: 'BG' },
  monza: { citta: 'Monza', provincia: 'MB', residenza: 'MB' },
  // The Seriate company's work place is not in the post's province: the post's comune is still its work place.
  seriateInMilano: { citta: 'Seriate', provincia: 'BG', residenza: 'MI' },
  // The wizard's default province, left as it was (spec 02: the list's second entry).
  seriateInAlessandria: { citta: 'Seriate', provincia: 'BG', residenza: 'AL' },
  // A post without a place of its own (a row of before the rule, or written around the form).
  seriateNoProvince: { citta: 'Seriate', provincia: 'BG', residenza: null },
  // A company without a work place: its operating address (io_*) stands in (workPlaceOf).
  treviglioOperating: { citta: 'Treviglio', provincia: 'BG', residenza: 'BG' },
  nowhere: { citta: 'Atlantide', provincia: 'BG', residenza: 'BG' },
  nowhereNoProvince: { citta: 'Atlantide', provincia: 'BG', residenza: null },
};
/** The company of these posts has no work place, only an operating address. */
const OPERATING_ONLY = new Set(['treviglioOperating']);
const ORDER = Object.keys(PLACES);
let home: { jwt: string; email: string };
let abroad: { jwt: string };

const board = async (jwt: string, query = ''): Promise<Board> => {
  const response = await strapi(`/api/user/annuncis${query}`, { method: 'POST', jwt, json: {} });
  const body = response.body as { data: Post[]; meta: Board['meta'] };
  return { status: response.status, posts: body.data ?? [], meta: body.meta };
};

/** The test's own posts in the board, by name, in the board's order (other tests' and the seed's are left out). */
const ours = (listed: Post[]) => {
  const names = new Map(Object.entries(posts).map(([name, id]) => [id, name]));
  return listed.filter((post) => names.has(post.documentId)).map((post) => names.get(post.documentId));
};

beforeAll(async () => {
  const companies = new Map<string, string>();
  for (const name of ORDER) {
    const place = PLACES[name];
    const key = `${place.citta}|${place.provincia}`;
    if (!companies.has(key))
      companies.set(
        key,
        await companyWorkingIn(
          accounts,
          place.citta,
          place.provincia,
          OPERATING_ONLY.has(name) ? 'io' : 'lavoro',
        ),
      );
    const created = await publishJobPost(companies.get(key)!, {
      posizione: `Manutentore ${name}`,
      residenza: place.residenza ?? 'BG',
    });
    expect(created.status).toBe(201);
    posts[name] = (created.body.data as { documentId: string }).documentId;
    // The form requires a province: a post without one is written around it.
    if (place.residenza === null)
      await sql('UPDATE annuncis SET residenza = NULL WHERE document_id = ?', [posts[name]]);
  }
  const candidate = await accounts.candidate({ provincia: 'BG', citta: 'Bergamo' });
  home = { email: candidate.email, jwt: await jwtFor(candidate.email) };
  const elsewhere = await accounts.candidate({ provincia: 'BG', citta: 'Bergamo' });
  // A place that names no ISTAT comune (as a place abroad or a comune merged away would).
  await sql('UPDATE hr_users SET citta = ? WHERE id = ?', ['Atlantide', elsewhere.id]);
  abroad = { jwt: await jwtFor(elsewhere.email) };
}, 180_000);

afterAll(() => accounts.removeAll());

describe("the job board by distance from the candidate's comune", () => {
  it('says how far each post is, rounded, and nothing for a post without a comune', async () => {
    const all = await board(home.jwt);
    expect(all.status).toBe(200);
    expect(all.meta.distanza).toEqual({ casa: 'Bergamo', km: 0 });
    // Without a filter every post, newest first.
    expect(ours(all.posts)).toEqual([...ORDER].reverse());
    const km = Object.fromEntries(
      all.posts.filter((p) => ours([p]).length).map((p) => [ours([p])[0], p.distanza]),
    );
    expect(km).toEqual({
      seriate: 4,
      chiari: 27,
      lecco: 28,
      clusone: 31,
      monza: 33,
      seriateInMilano: 4,
      seriateInAlessandria: 4,
      seriateNoProvince: 4,
      treviglioOperating: 20,
      nowhere: null,
      nowhereNoProvince: null,
    });
  });

  it('"entro 30 km" returns exactly the posts within 30 km, newest first', async () => {
    const within = await board(home.jwt, '?distanza=30');
    expect(within.status).toBe(200);
    expect(within.meta.distanza).toEqual({ casa: 'Bergamo', km: 30 });
    expect(ours(within.posts)).toEqual([
      'treviglioOperating',
      'seriateNoProvince',
      'seriateInAlessandria',
      'seriateInMilano',
      'lecco',
      'chiari',
      'seriate',
    ]);
    // Every post listed, ours or not, is within the radius.
    for (const post of within.posts) {
      expect(post.distanza).not.toBeNull();
      expect(post.distanza!).toBeLessThanOrEqual(30);
    }
    expect(ours((await board(home.jwt, '?distanza=10')).posts)).toEqual([
      'seriateNoProvince',
      'seriateInAlessandria',
      'seriateInMilano',
      'seriate',
    ]);
    expect(ours((await board(home.jwt, '?distanza=50')).posts)).toEqual([
      'treviglioOperating',
      'seriateNoProvince',
      'seriateInAlessandria',
      'seriateInMilano',
      'monza',
      'clusone',
      'lecco',
      'chiari',
      'seriate',
    ]);
  });

  it('keeps the filter on the next pages and on a single post', async () => {
    const second = await board(home.jwt, '?distanza=30&page=2');
    expect(second.status).toBe(200);
    expect(ours(second.posts)).toEqual([]);
    const one = await strapi(`/api/user/annuncis/${posts.chiari}`, { jwt: home.jwt });
    expect(one.status).toBe(200);
    expect((one.body.data as Post).distanza).toBe(27);
    // A post without a province of its own: its company's work place; a company at no comune: none, no error.
    const placeless = await strapi(`/api/user/annuncis/${posts.seriateNoProvince}`, { jwt: home.jwt });
    expect(placeless.status).toBe(200);
    expect((placeless.body.data as Post).distanza).toBe(4);
    const nowhere = await strapi(`/api/user/annuncis/${posts.nowhereNoProvince}`, { jwt: home.jwt });
    expect(nowhere.status).toBe(200);
    expect((nowhere.body.data as Post).distanza).toBeNull();
  });

  it('ignores a radius outside the list or junk, never erring', async () => {
    for (const query of ['?distanza=25', '?distanza=abc', '?distanza=30.5', '?distanza=-10']) {
      const ignored = await board(home.jwt, query);
      expect(ignored.status, query).toBe(200);
      expect(ignored.meta.distanza, query).toEqual({ casa: 'Bergamo', km: 0 });
      expect(ours(ignored.posts), query).toEqual([...ORDER].reverse());
    }
  });

  it("reads the candidate's place from the profile only: a place that does not resolve means no filter", async () => {
    const none = await board(abroad.jwt, '?distanza=30');
    expect(none.status).toBe(200);
    expect(none.meta.distanza).toEqual({ casa: null, km: 0 });
    expect(ours(none.posts)).toEqual([...ORDER].reverse());
    expect(none.posts.every((post) => post.distanza === null)).toBe(true);
    // A place in the request is not read.
    const forged = await board(abroad.jwt, '?distanza=30&citta=Bergamo&provincia=BG');
    expect(forged.meta.distanza).toEqual({ casa: null, km: 0 });
  });
});
