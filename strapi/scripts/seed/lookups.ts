import type { Core } from '@strapi/strapi';
import { AREE_DI_COMPETENZA, CONOSCENZE_INFORMATICHE, MANSIONI } from '../../src/catalog';
import { findRows } from '../../src/utils/rows';
import { insert, UID_ } from './store';

export type LookupIds = Record<'conoscenze' | 'aree' | 'mansioni', Map<string, number>>;

/** Inserts the missing values of one lookup collection; existing values are kept as they are. */
const upsert = async (
  strapi: Core.Strapi,
  uid: (typeof UID_)['conoscenze' | 'aree' | 'mansioni'],
  values: readonly string[],
) => {
  const existing = await findRows(strapi, uid, { select: ['id', 'value'] });
  const ids = new Map(existing.map((row) => [row.value ?? '', row.id]));
  let added = 0;
  for (const value of values) {
    if (ids.has(value)) continue;
    const row = await insert(strapi, uid, { value });
    ids.set(value, row.id);
    added += 1;
  }
  return { ids, added };
};

export const seedLookups = async (strapi: Core.Strapi): Promise<LookupIds> =>
  strapi.db.transaction(async () => {
    const conoscenze = await upsert(strapi, UID_.conoscenze, CONOSCENZE_INFORMATICHE);
    const aree = await upsert(strapi, UID_.aree, AREE_DI_COMPETENZA);
    const mansioni = await upsert(strapi, UID_.mansioni, MANSIONI);
    strapi.log.info(
      `[seed] lookups: +${conoscenze.added} conoscenze informatiche, +${aree.added} aree di competenza, ` +
        `+${mansioni.added} mansioni`,
    );
    return { conoscenze: conoscenze.ids, aree: aree.ids, mansioni: mansioni.ids };
  });
