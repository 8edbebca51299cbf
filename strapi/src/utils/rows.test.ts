// The row types findRow/findRows answer with `populate`, checked at compile time (vitest's expectTypeOf) and at run
// time against a fake query engine (the helpers pass the params through unchanged).
import type { Core } from '@strapi/strapi';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { findRow, findRows } from './rows.ts';

const engine = (answer: unknown) => {
  const seen: unknown[] = [];
  const strapi = {
    db: {
      query: () => ({
        findOne: async (params: unknown) => (seen.push(params), answer),
        findMany: async (params: unknown) => (seen.push(params), answer),
      }),
    },
  } as unknown as Core.Strapi;
  return { strapi, seen };
};

describe('findRow / findRows with populate', () => {
  it('types a to-one relation as its selected row or null, a to-many as an array of rows', async () => {
    const { strapi } = engine({ id: 1, documentId: 'a', nome: 'x', user: null, aree_di_competenza: [] });
    const row = await findRow(strapi, 'api::hr-user.hr-user', {
      where: { id: 1 },
      select: ['id', 'nome'],
      populate: { user: { select: ['id', 'email'] }, aree_di_competenza: { select: ['value'] } },
    });
    expect(row).not.toBeNull();
    if (!row) return;
    expectTypeOf(row.nome).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(row.user).toEqualTypeOf<
      ({ id: number; documentId: string } & { email?: string | null }) | null
    >();
    expectTypeOf(row.aree_di_competenza).toEqualTypeOf<
      Array<{ id: number; documentId: string } & { value?: string | null }>
    >();
    // @ts-expect-error a column not selected is not on the row
    void row.cognome;
    // @ts-expect-error a column not selected is not on the populated row
    void row.user?.username;
  });

  it('types `true` as every plain column of the target, media as the upload plugin file, and nested populate', async () => {
    const { strapi } = engine([]);
    const rows = await findRows(strapi, 'api::credit-movement.credit-movement', {
      select: ['id'],
      populate: {
        unlock: { select: ['id'], populate: { hr_user: { select: ['id', 'nome'] } } },
      },
    });
    expect(rows).toEqual([]);
    type Unlock = (typeof rows)[number]['unlock'];
    expectTypeOf<Extract<Unlock, null>>().toEqualTypeOf<null>();
    expectTypeOf<NonNullable<Unlock>['hr_user']>().toEqualTypeOf<
      ({ id: number; documentId: string } & { nome?: string | null }) | null
    >();
    const company = await findRow(strapi, 'api::hr-company.hr-company', {
      select: ['id'],
      populate: { logo: true },
    });
    expect(company).toEqual([]);
    expectTypeOf<NonNullable<NonNullable<typeof company>['logo']>['url']>().toEqualTypeOf<
      string | null | undefined
    >();
    // @ts-expect-error populate names only relations and media
    await findRow(strapi, 'api::hr-company.hr-company', { select: ['id'], populate: { piva: true } });
    // @ts-expect-error a populated relation selects only its target's columns
    await findRow(strapi, 'api::hr-user.hr-user', { populate: { user: { select: ['nome'] } } });
  });

  it('passes the params to the engine unchanged and answers what it answers', async () => {
    const answer = { id: 3, documentId: 'b', user: { id: 7, documentId: 'u', email: 'a@b.it' } };
    const { strapi, seen } = engine(answer);
    const params = {
      where: { id: 3 },
      select: ['id'],
      populate: { user: { select: ['id', 'email'] } },
    } as const;
    expect(await findRow(strapi, 'api::hr-user.hr-user', params)).toBe(answer);
    expect(seen).toEqual([params]);
  });
});
