// The order of the search's buckets (issue 6): disponibilita first with the company's province, profiles without a
// date last, pages to the end without repeats. `npm test` runs this file on the SQLite stack (seed 42) and in the
// PostgreSQL stage (seed 7), whose SQL (NULLS LAST, the UNION) differs; so nothing here may depend on one seed's rows.
import { describe, expect, it } from 'vitest';
import { search } from '../../support/search-api';
import { setUltimaModifica } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

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
