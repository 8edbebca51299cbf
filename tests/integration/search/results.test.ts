// Candidate search in Strapi (issue 6): pages of cards without contact fields, companies only, filters and words.
// `npm test` runs this file on the SQLite stack (seed 42) and in the PostgreSQL stage (seed 7), whose SQL differs; so
// nothing here may depend on one seed's particular rows.
import { describe, expect, it } from 'vitest';
import { Card, search } from '../../support/search-api';
import { busiestArea } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

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
