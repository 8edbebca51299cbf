// Candidate search, profile and unlocking in Strapi (issue 6): atomic credits under concurrency,
// contact data only after unlocking, blacklisted candidates invisible everywhere. `npm test` runs this file
// twice: on the SQLite stack (seed 42, 300 candidates) and in the PostgreSQL stage (seed 7, 300 candidates),
// whose SQL (row locks, NULLS LAST, key joins, the sheet-term ranges) differs; so nothing here may depend on one seed's
// particular rows.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { jwtFor, strapi } from '../../support/strapi';
import {
  addCreditSubscription,
  addFavouriteRow,
  blacklistedPair,
  busiestArea,
  candidateContact,
  companyCredits,
  favouriteCount,
  movementCount,
  setCredits,
  setUltimaModifica,
  subscriptionCredits,
  unlockCount,
} from '../../support/search-db';

type Card = {
  id: number;
  documentId: string;
  unlocked: boolean;
  isFavourite: boolean;
  data_sblocco: string | null;
  esclusiva: string | null;
};
type Page = { data: Card[]; meta: { pagination: { page: number; hasNext: boolean } } };

const search = async (jwt: string, query = '') => {
  const { status, body } = await strapi(`/api/human-resources${query}`, { jwt });
  expect(status).toBe(200);
  return body as unknown as Page;
};

/** Candidates this company could buy: not unlocked yet, no running exclusivity of another company. */
const buyable = async (jwt: string, count: number) => {
  const ids: number[] = [];
  for (const bucket of ['disponibilita', 'altri']) {
    for (let page = 1; ids.length < count && page <= 5; page += 1) {
      const { data } = await search(jwt, `?bucket=${bucket}&page=${page}`);
      ids.push(...data.filter((c) => !c.unlocked && !c.esclusiva).map((c) => c.id));
    }
  }
  return ids.slice(0, count);
};

describe('GET /api/human-resources', () => {
  it('pages 20 cards without contact fields, and refuses anonymous and candidate callers', async () => {
    const jwt = await jwtFor('azienda@demo.it');
    const page = await search(jwt, '?bucket=altri');
    expect(page.data.length).toBeLessThanOrEqual(20);
    expect(page.data).toHaveLength(20);
    expect(page.meta.pagination.hasNext).toBe(true);
    for (const card of page.data) {
      expect(Object.keys(card).sort()).toEqual(
        [
          'aree_di_competenza',
          'cognome',
          'data_sblocco',
          // "a 12 km da Bergamo" (issue 25): a comune and kilometres, never an address.
          'distanza',
          'documentId',
          'esclusiva',
          'eta',
          'id',
          'isFavourite',
          'nome',
          'picture',
          'preferito_da',
          'sbloccato_da',
          'unlocked',
        ].sort(),
      );
    }
    // A profile is reachable by its documentId as well as by its id.
    const byDocument = await strapi(`/api/human-resources/${page.data[0].documentId}`, { jwt });
    expect(byDocument.status).toBe(200);
    expect((byDocument.body.data as Card).id).toBe(page.data[0].id);
    expect((await strapi('/api/human-resources')).status).toBe(403);
    expect((await strapi('/api/human-resources', { jwt: await jwtFor('candidato@demo.it') })).status).toBe(
      403,
    );
  });

  it('filters by competence area and province, in one result set', async () => {
    const jwt = await jwtFor('azienda@demo.it');
    const area = await busiestArea('MI');
    const filtered = await search(jwt, `?provincia=MI&aree_di_competenza=${encodeURIComponent(area)}`);
    expect(filtered.data.length).toBeGreaterThan(0);
    for (const card of filtered.data) {
      const { body } = await strapi(`/api/human-resources/${card.id}`, { jwt });
      const profile = body.data as { provincia: string; aree_di_competenza: string[] };
      expect(profile.provincia).toBe('MI');
      expect(profile.aree_di_competenza).toContain(area);
    }
  });
  it('matches the residence and technical-sheet words case-insensitively', async () => {
    const jwt = await jwtFor('azienda@demo.it');
    type Profile = { id: number; citta: string; scheda_tecnica: unknown };
    const profileOf = async (id: number) =>
      (await strapi(`/api/human-resources/${id}`, { jwt })).body.data as Profile;
    /** The first word (5+ ASCII letters) of a value the candidate filled in the technical sheet. */
    const wordOf = (node: unknown): string | undefined => {
      if (typeof node === 'string') return node.toLowerCase().match(/[a-z]{5,}/)?.[0];
      const children = Array.isArray(node)
        ? node
        : node && typeof node === 'object'
          ? Object.values(node)
          : [];
      for (const child of children) {
        const word = wordOf(child);
        if (word) return word;
      }
      return undefined;
    };
    let profile: Profile | undefined;
    let word: string | undefined;
    for (const card of (await search(jwt, '?bucket=altri')).data) {
      profile = await profileOf(card.id);
      word = wordOf(profile.scheda_tecnica);
      if (word) break;
    }
    expect(word).toBeTruthy();
    const query = `?bucket=altri&residenza=${encodeURIComponent(profile!.citta.toUpperCase())}`;
    const found = await search(jwt, `${query}&scheda_tecnica=${word!.toUpperCase()}`);
    expect(found.data.map((c) => c.id)).toContain(profile!.id);
    for (const card of found.data) {
      const match = await profileOf(card.id);
      expect(match.citta.toLowerCase()).toBe(profile!.citta.toLowerCase());
      expect(JSON.stringify(match.scheda_tecnica).toLowerCase()).toContain(word);
    }
    expect((await search(jwt, `${query}&scheda_tecnica=${word!}zzqx`)).data).toHaveLength(0);
  });
});

describe('bucket order', () => {
  it('disponibilita starts with the company province and never overlaps altri', async () => {
    const jwt = await jwtFor('azienda@demo.it'); // Milano
    const near = await search(jwt, '');
    const first = await strapi(`/api/human-resources/${near.data[0].id}`, { jwt });
    expect((first.body.data as { provincia: string }).provincia).toBe('MI');
    const ids = new Set<number>();
    for (let page = 1; page <= 3; page += 1) {
      for (const card of (await search(jwt, `?page=${page}`)).data) ids.add(card.id);
    }
    for (let page = 1; page <= 3; page += 1) {
      for (const card of (await search(jwt, `?bucket=altri&page=${page}`)).data)
        expect(ids.has(card.id)).toBe(false);
    }
  });
  it('in disponibilita, a profile without a date closes its proximity group (NULLS LAST in the UNION)', async () => {
    const jwt = await jwtFor('azienda@demo.it'); // Milano: group 1 is MI
    const provinciaOf = async (id: number) =>
      ((await strapi(`/api/human-resources/${id}`, { jwt })).body.data as { provincia: string }).provincia;
    const [newest] = (await search(jwt, '')).data;
    expect(await provinciaOf(newest.id)).toBe('MI');
    const previous = await setUltimaModifica(newest.id, null);
    try {
      const order: number[] = [];
      // Until the page after it is in too, so that the profile after it is always checked.
      const pending = () => !order.includes(newest.id) || order.at(-1) === newest.id;
      for (let page = 1; page <= 10 && pending(); page += 1) {
        const { data, meta } = await search(jwt, `?page=${page}`);
        order.push(...data.map((card) => card.id));
        if (!meta.pagination.hasNext) break;
      }
      expect(new Set(order).size).toBe(order.length);
      const at = order.indexOf(newest.id);
      expect(at).toBeGreaterThan(0);
      // Every profile before it is of group 1 (MI), the one after it of a farther group (the seed has profiles of
      // other provinces, so there is one).
      for (const id of order.slice(0, at)) expect(await provinciaOf(id)).toBe('MI');
      expect(order[at + 1]).toBeDefined();
      expect(await provinciaOf(order[at + 1])).not.toBe('MI');
    } finally {
      await setUltimaModifica(newest.id, previous);
    }
  });
  it('pages a bucket to its end (full pages while hasNext, no repeats), profiles without a date last', async () => {
    const jwt = await jwtFor('azienda@demo.it');
    // The newest profile loses its ultima_modifica: newest first puts it after every dated one (NULLS LAST).
    const [newest] = (await search(jwt, '?bucket=altri')).data;
    const previous = await setUltimaModifica(newest.id, null);
    try {
      const seen: number[] = [];
      let page = 1;
      for (; page <= 50; page += 1) {
        const { data, meta } = await search(jwt, `?bucket=altri&page=${page}`);
        seen.push(...data.map((card) => card.id));
        if (!meta.pagination.hasNext) break;
        expect(data).toHaveLength(20);
      }
      expect(page).toBeGreaterThan(1);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.at(-1)).toBe(newest.id);
      expect((await search(jwt, `?bucket=altri&page=${page + 1}`)).data).toHaveLength(0);
    } finally {
      await setUltimaModifica(newest.id, previous);
    }
  });
});

/** Companies of each test's own, removed after it: no test starts from another's unlocks or credits. */
const accounts = ownAccounts('search-unlock');
afterEach(() => accounts.removeAll());

describe('unlocking', () => {
  it('20 simultaneous unlocks of different profiles with 3 credits unlock exactly 3', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 3);
    const before = await unlockCount(company.id);
    const movementsBefore = await movementCount(company.id);
    const jwt = await jwtFor(company.email);
    const ids = await buyable(jwt, 20);
    expect(ids).toHaveLength(20);
    const results = await Promise.all(
      ids.map((id) =>
        strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt, json: { unlocked: true } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 402)).toHaveLength(17);
    expect(await companyCredits(company.id)).toEqual({ crediti: 0, crediti_abbonamento: 0 });
    expect((await unlockCount(company.id)) - before).toBe(3);
    expect((await movementCount(company.id)) - movementsBefore).toBe(3);

    // The purchased list: the 3 new ones first, then the older ones, newest data_sblocco first.
    const won = ids.filter((_, i) => results[i].status === 200);
    const list = (await search(jwt, '?unlocked=true')).data;
    expect(list).toHaveLength(Math.min(20, before + 3));
    expect(list.every((card) => card.unlocked && card.data_sblocco)).toBe(true);
    expect(
      list
        .slice(0, 3)
        .map((card) => card.id)
        .sort(),
    ).toEqual(won.sort());
    const dates = list.map((card) => String(card.data_sblocco));
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('subscription credits go first: 10 simultaneous unlocks with 2 subscription + 1 plain unlock 3', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 1);
    const subscription = await addCreditSubscription(company.id, 2);
    const before = await Promise.all([
      movementCount(company.id, 'crediti_abbonamento'),
      movementCount(company.id, 'crediti'),
    ]);
    const jwt = await jwtFor(company.email);
    const ids = await buyable(jwt, 10);
    expect(ids).toHaveLength(10);
    const results = await Promise.all(
      ids.map((id) => strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, ...Array<number>(7).fill(402)]);
    expect(await companyCredits(company.id)).toEqual({ crediti: 0, crediti_abbonamento: 0 });
    expect(await subscriptionCredits(subscription)).toBe(0);
    const after = await Promise.all([
      movementCount(company.id, 'crediti_abbonamento'),
      movementCount(company.id, 'crediti'),
    ]);
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([2, 1]);
  });

  it('10 simultaneous unlocks of the same profile cost exactly 1, and contact data appears', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 5);
    const jwt = await jwtFor(company.email);
    const [id] = await buyable(jwt, 1);
    const locked = await strapi(`/api/human-resources/${id}`, { jwt });
    expect(locked.status).toBe(200);
    const real = await candidateContact(id);
    const raw = JSON.stringify(locked.body);
    for (const value of [real.email, real.telefono, real.indirizzo]) expect(raw).not.toContain(value);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => strapi(`/api/human-resources/${id}/unlock?unlocked=true`, { jwt })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => (r.body.data as { cost: number }).cost === 1)).toHaveLength(1);
    expect((await companyCredits(company.id)).crediti).toBe(4);

    const unlocked = await strapi(`/api/human-resources/${id}`, { jwt });
    expect(unlocked.body.data).toMatchObject({ unlocked: true, email: real.email, telefono: real.telefono });
    const list = await search(jwt, '?unlocked=true');
    expect(list.data[0].id).toBe(id);
  });

  it('an Alert New Profile unlock racing another company: the other never buys after it', async () => {
    // Spec decisions.md: for 15 days after a subscriber unlocks a candidate no other company can unlock it.
    const subscriber = await accounts.company();
    const other = await accounts.company();
    await setCredits(subscriber.id, 10, true);
    await setCredits(other.id, 10);
    const [jwtA, jwtB] = await Promise.all([jwtFor(subscriber.email), jwtFor(other.email)]);
    const ids: number[] = [];
    for (const id of await buyable(jwtA, 20)) {
      const { status, body } = await strapi(`/api/human-resources/${id}`, { jwt: jwtB });
      const card = body.data as Card;
      if (status === 200 && !card.unlocked && !card.esclusiva && ids.length < 10) ids.push(id);
    }
    expect(ids).toHaveLength(10);
    const unlock = (id: number, jwt: string) =>
      strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt });
    const results = await Promise.all(ids.map((id) => Promise.all([unlock(id, jwtA), unlock(id, jwtB)])));
    const when = (r: (typeof results)[number][number]) =>
      (r.body.data as { data_sblocco: string }).data_sblocco;
    // The subscriber always buys (the other company has no exclusivity to give); the other company buys only
    // before it, never during its exclusivity.
    expect(results.map(([a]) => a.status)).toEqual(ids.map(() => 200));
    expect(results.filter(([, b]) => ![200, 409].includes(b.status))).toEqual([]);
    // The race must have been lost at least once, or it tested nothing: the subscriber's request leaves first, so
    // over 10 candidates it wins some.
    const refused = ids.filter((_, i) => results[i][1].status === 409);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    const late = results.filter(([a, b]) => b.status === 200 && when(b) > when(a));
    expect(late.map(([a, b]) => `subscriber ${when(a)}, other ${when(b)}`)).toEqual([]);
    // Where the other company was refused, the candidate was bought exactly once, by the subscriber, for one credit.
    for (const [a, b] of results.filter(([, b]) => b.status === 409)) {
      expect([a.status, (a.body.data as { cost: number }).cost, b.status]).toEqual([200, 1, 409]);
    }
    expect(await unlockCount(other.id)).toBe(ids.length - refused.length);
    expect(await unlockCount(subscriber.id)).toBe(ids.length);
    expect((await companyCredits(other.id)).crediti).toBe(10 - (ids.length - refused.length));
    // Refused: the exclusivity date in the answer and on the profile the other company sees.
    for (const id of refused) {
      const profile = (await strapi(`/api/human-resources/${id}`, { jwt: jwtB })).body.data as Card;
      expect(profile).toMatchObject({
        unlocked: false,
        esclusiva: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
  });

  it('a company without credits gets 402 and nothing changes', async () => {
    const jwt = await jwtFor('azienda0@demo.it');
    const [id] = await buyable(jwt, 1);
    const result = await strapi(`/api/human-resources/${id}/unlock`, { method: 'POST', jwt });
    expect(result.status).toBe(402);
    expect((await strapi(`/api/human-resources/${id}`, { jwt })).body.data).toMatchObject({
      unlocked: false,
    });
  });
});

describe('favourites', () => {
  it('toggle on and off, idempotently, and are listed', async () => {
    const company = await accounts.company();
    const jwt = await jwtFor(company.email);
    const [id] = await buyable(jwt, 1);
    const set = (value: string) =>
      strapi(`/api/human-resources/${id}/favourites?favourite=${value}`, { jwt });
    expect((await set('true')).body.data).toMatchObject({ isFavourite: true });
    expect((await set('true')).status).toBe(200);
    const favourites = (await search(jwt, '?favourites=true')).data;
    expect(favourites.map((c) => c.id)).toContain(id);
    expect(favourites.every((c) => c.isFavourite)).toBe(true);
    expect((await set('false')).body.data).toMatchObject({ isFavourite: false });
    expect((await search(jwt, '?favourites=true')).data.map((c) => c.id)).not.toContain(id);
    expect((await set('forse')).status).toBe(400);

    // Simultaneous "on": one row (the unique chiave), every answer a success.
    const results = await Promise.all(Array.from({ length: 8 }, () => set('true')));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(await favouriteCount(company.id, id)).toBe(1);
  });
});

describe('blacklist', () => {
  it('a candidate who blacklisted the company VAT is absent from search, lists and direct URL', async () => {
    const { company, candidateId, citta } = await blacklistedPair(accounts);
    const jwt = await jwtFor(company.email);
    const residenza = `&residenza=${encodeURIComponent(citta)}`;
    for (const bucket of ['disponibilita', 'altri']) {
      const page = await search(jwt, `?bucket=${bucket}${residenza}`);
      expect(page.data.map((c) => c.id)).not.toContain(candidateId);
    }
    await addFavouriteRow(company.id, candidateId);
    expect((await search(jwt, '?favourites=true')).data.map((c) => c.id)).not.toContain(candidateId);
    expect((await strapi(`/api/human-resources/${candidateId}`, { jwt })).status).toBe(404);
    expect((await strapi(`/api/human-resources/${candidateId}/unlock`, { method: 'POST', jwt })).status).toBe(
      404,
    );
    expect(
      (await strapi(`/api/human-resources/${candidateId}/favourites?favourite=true`, { jwt })).status,
    ).toBe(404);
    // Another company still sees the candidate.
    const other = await jwtFor('azienda0@demo.it');
    expect((await strapi(`/api/human-resources/${candidateId}`, { jwt: other })).status).toBe(200);
  });
});
