// Candidate search, profile and unlocking in Strapi (issue 6): atomic credits under concurrency,
// contact data only after unlocking, blacklisted candidates invisible everywhere.
import { describe, expect, it } from 'vitest';
import { jwtFor, strapi } from '../support/strapi';
import {
  addFavouriteRow,
  blacklistedPair,
  busiestArea,
  candidateContact,
  companyCredits,
  movementCount,
  seededCompany,
  setCredits,
  unlockCount,
} from '../support/search-db';

type Card = { id: number; unlocked: boolean; esclusiva: string | null; email?: unknown; telefono?: unknown };
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
          'documentId',
          'esclusiva',
          'eta',
          'id',
          'isFavourite',
          'nome',
          'picture',
          'unlocked',
        ].sort(),
      );
    }
    expect((await strapi('/api/human-resources')).status).toBe(403);
    expect((await strapi('/api/human-resources', { jwt: await jwtFor('candidato@demo.it') })).status).toBe(
      403,
    );
  });

  it('filters by competence area and province, in one result set', async () => {
    const jwt = await jwtFor('azienda@demo.it');
    const area = busiestArea('MI');
    const filtered = await search(jwt, `?provincia=MI&aree_di_competenza=${encodeURIComponent(area)}`);
    expect(filtered.data.length).toBeGreaterThan(0);
    for (const card of filtered.data) {
      const { body } = await strapi(`/api/human-resources/${card.id}`, { jwt });
      const profile = body.data as { provincia: string; aree_di_competenza: string[] };
      expect(profile.provincia).toBe('MI');
      expect(profile.aree_di_competenza).toContain(area);
    }
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
});

describe('unlocking', () => {
  it('20 simultaneous unlocks of different profiles with 3 credits unlock exactly 3', async () => {
    const company = seededCompany(5);
    setCredits(company.id, 3);
    const before = unlockCount(company.id);
    const movementsBefore = movementCount(company.id);
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
    expect(companyCredits(company.id)).toEqual({ crediti: 0, crediti_abbonamento: 0 });
    expect(unlockCount(company.id) - before).toBe(3);
    expect(movementCount(company.id) - movementsBefore).toBe(3);
  });

  it('10 simultaneous unlocks of the same profile cost exactly 1, and contact data appears', async () => {
    const company = seededCompany(6);
    setCredits(company.id, 5);
    const jwt = await jwtFor(company.email);
    const [id] = await buyable(jwt, 1);
    const locked = await strapi(`/api/human-resources/${id}`, { jwt });
    expect(locked.status).toBe(200);
    const real = candidateContact(id);
    const raw = JSON.stringify(locked.body);
    for (const value of [real.email, real.telefono, real.indirizzo]) expect(raw).not.toContain(value);

    const results = await Promise.all(
      Array.from({ length: 10 }, () => strapi(`/api/human-resources/${id}/unlock?unlocked=true`, { jwt })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => (r.body.data as { cost: number }).cost === 1)).toHaveLength(1);
    expect(companyCredits(company.id).crediti).toBe(4);

    const unlocked = await strapi(`/api/human-resources/${id}`, { jwt });
    expect(unlocked.body.data).toMatchObject({ unlocked: true, email: real.email, telefono: real.telefono });
    const list = await search(jwt, '?unlocked=true');
    expect(list.data[0].id).toBe(id);
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
    const company = seededCompany(7);
    const jwt = await jwtFor(company.email);
    const [id] = await buyable(jwt, 1);
    const set = (value: string) =>
      strapi(`/api/human-resources/${id}/favourites?favourite=${value}`, { jwt });
    expect((await set('true')).body.data).toMatchObject({ isFavourite: true });
    expect((await set('true')).status).toBe(200);
    expect((await search(jwt, '?favourites=true')).data.map((c) => c.id)).toContain(id);
    expect((await set('false')).body.data).toMatchObject({ isFavourite: false });
    expect((await search(jwt, '?favourites=true')).data.map((c) => c.id)).not.toContain(id);
    expect((await set('forse')).status).toBe(400);
  });
});

describe('blacklist', () => {
  it('a candidate who blacklisted the company VAT is absent from search, lists and direct URL', async () => {
    const { company, candidateId, citta } = blacklistedPair();
    const jwt = await jwtFor(company.email);
    const residenza = `&residenza=${encodeURIComponent(citta)}`;
    for (const bucket of ['disponibilita', 'altri']) {
      const page = await search(jwt, `?bucket=${bucket}${residenza}`);
      expect(page.data.map((c) => c.id)).not.toContain(candidateId);
    }
    addFavouriteRow(company.id, candidateId);
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
