import { describe, expect, it } from 'vitest';
import { normalize } from '#app/server/strapi.server.ts';

describe('normalize', () => {
  it('flattens Strapi 4 entries and relations', () => {
    const v4 = {
      id: 3,
      attributes: {
        nome: 'Acme',
        logo: { data: { id: 9, attributes: { url: '/uploads/a.png' } } },
        aree: { data: [{ id: 1, attributes: { value: 'Saldatura' } }] },
        vuoto: { data: null },
      },
    };
    expect(normalize(v4)).toEqual({
      id: 3,
      nome: 'Acme',
      logo: { id: 9, url: '/uploads/a.png' },
      aree: [{ id: 1, value: 'Saldatura' }],
      vuoto: null,
    });
  });
  it('leaves Strapi 5 flat shapes alone, including JSON fields named data', () => {
    const v5 = { id: 1, documentId: 'abc', key: 'k', data: { step: 2 }, lingue: [{ lingua: 'Italiano' }] };
    expect(normalize(v5)).toEqual(v5);
  });
});
