// The personal-data registry (strapi/src/api/privacy/services/personal-data.ts) must name every content type, and
// every relation or media field that points at a person, so that erasure and retention cannot forget a table.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_PERSONAL_DATA, PERSONAL_DATA, PERSON_UIDS, pointersAt } from './personal-data';

type Attribute = { type: string; target?: string; relation?: string };
type Schema = { info: { singularName: string }; attributes: Record<string, Attribute> };

const API = join(import.meta.dirname, '../..');

/** Every content type of the project: uid -> schema, read from the files Strapi reads. */
const contentTypes = (): Map<string, Schema> => {
  const found = new Map<string, Schema>();
  for (const api of readdirSync(API)) {
    const dir = join(API, api, 'content-types');
    if (!existsSync(dir)) continue;
    for (const type of readdirSync(dir)) {
      const file = join(dir, type, 'schema.json');
      if (!existsSync(file)) continue;
      const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
      found.set(`api::${api}.${schema.info.singularName}`, schema);
    }
  }
  return found;
};

const PERSON_TARGETS = new Set(Object.values(PERSON_UIDS));
const types = contentTypes();

describe('personal-data registry', () => {
  it('reads the content types (the test would pass on an empty folder otherwise)', () => {
    expect(types.size).toBeGreaterThan(15);
    expect(types.has('api::hr-user.hr-user')).toBe(true);
  });

  it('has a decision for every content type: an entry, or listed as holding no person', () => {
    const decided = new Set([...PERSONAL_DATA.map((e) => e.uid), ...NO_PERSONAL_DATA]);
    const missing = [...types.keys()].filter((uid) => !decided.has(uid));
    expect(missing, 'content types missing from personal-data.ts').toEqual([]);
  });

  it('names every relation that points at a candidate, a company or an account', () => {
    const missing: string[] = [];
    for (const [uid, schema] of types) {
      for (const [name, attribute] of Object.entries(schema.attributes)) {
        if (attribute.type !== 'relation' || !attribute.target || !PERSON_TARGETS.has(attribute.target))
          continue;
        const entry = PERSONAL_DATA.find((e) => e.uid === uid);
        if (!entry?.pointers.some((p) => p.attribute === name)) missing.push(`${uid}.${name}`);
      }
    }
    expect(missing, 'relations at a person missing from personal-data.ts').toEqual([]);
  });

  it('names every media field of a type that holds a person (the files go with the row)', () => {
    const missing: string[] = [];
    for (const entry of PERSONAL_DATA) {
      const schema = types.get(entry.uid);
      if (!schema) continue;
      for (const [name, attribute] of Object.entries(schema.attributes))
        if (attribute.type === 'media' && !entry.media?.includes(name)) missing.push(`${entry.uid}.${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('names only attributes and columns that exist, with the person they really point at', () => {
    const wrong: string[] = [];
    for (const entry of PERSONAL_DATA) {
      const schema = types.get(entry.uid);
      if (entry.uid.startsWith('table:') || entry.uid.startsWith('plugin::')) continue;
      if (!schema) {
        wrong.push(`${entry.uid}: no such content type`);
        continue;
      }
      for (const pointer of entry.pointers) {
        const name = pointer.attribute ?? pointer.column ?? '';
        const attribute = schema.attributes[name];
        if (!attribute) wrong.push(`${entry.uid}.${name}: no such attribute`);
        else if (pointer.attribute && attribute.target !== PERSON_UIDS[pointer.person])
          wrong.push(`${entry.uid}.${name}: points at ${attribute.target}, not ${pointer.person}`);
        if (pointer.when && !schema.attributes[pointer.when.column])
          wrong.push(`${entry.uid}.${pointer.when.column}: no such attribute`);
        if (pointer.onErase === 'anonymise' && !pointer.anonymise)
          wrong.push(`${entry.uid}.${name}: anonymised without the text it shows`);
      }
      for (const media of entry.media ?? [])
        if (schema.attributes[media]?.type !== 'media')
          wrong.push(`${entry.uid}.${media}: not a media field`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps only fiscal records of an erased company, and every table of a candidate is reached', () => {
    const kept = pointersAt('company').filter(({ pointer }) => pointer.onErase === 'keep');
    expect(kept.map(({ entry }) => entry.uid).sort()).toEqual([
      'api::invoice.invoice',
      'api::payment.payment',
    ]);
    expect(pointersAt('candidate').length).toBeGreaterThanOrEqual(7);
  });
});
