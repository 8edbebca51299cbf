// Intents parsed by zod (issue 12): the discriminated unions of the job post page, the candidate cards and the
// upgrade offers, the board's 'Mi interessa', and `parseIntent` of the step forms, with the messages the actions
// answer; and no route module imports zod itself (docs/decisions.md "zod validates on the server only").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { candidateCardSchema } from '#app/features/search/candidate-card.schema.ts';
import { jobPostInterestSchema, jobPostPageSchema } from '#app/features/job-posts/job-post.schema.ts';
import { upgradeSchema } from '#app/features/shop/shop.schema.ts';
import { parseIntent, parseWithZod } from '#app/server/validation.server.ts';
import { routeFiles } from '../../tests/support/route-files';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** The field errors of a submission ('success' has none). */
const errorsOf = (submission: { status?: string; error?: unknown }) =>
  (submission.status === 'error' ? submission.error : undefined) as Record<string, string[]> | undefined;

describe('intents parsed by zod', () => {
  it('the job post page: each button its fields, an unknown one the bad-request message', () => {
    const parse = (fields: Record<string, string>) =>
      parseWithZod(form(fields), { schema: jobPostPageSchema });
    expect(parse({ intent: 'archive' }).status).toBe('success');
    expect(parse({ intent: 'visibility', visibile: 'false', _fetcher: '1' })).toMatchObject({
      status: 'success',
      value: { intent: 'visibility', visibile: 'false', _fetcher: '1' },
    });
    expect(errorsOf(parse({ intent: 'visibility', visibile: 'forse' }))).toEqual({
      visibile: ['Non è stato possibile cambiare la visibilità, riprova.'],
    });
    expect(errorsOf(parse({ intent: 'ruba' }))).toEqual({ intent: ['Richiesta non valida'] });
    expect(errorsOf(parse({}))).toEqual({ intent: ['Richiesta non valida'] });
    expect(errorsOf(parse({ intent: 'edit', posizione: '' }))?.posizione).toEqual(['Campo obbligatorio']);
    expect(parse({ intent: 'favourite', id: 'qualunque' }).status).toBe('success');
  });

  it('the candidate cards: favourite and unlock with a well-formed id', () => {
    const parse = (fields: Record<string, string>) =>
      parseWithZod(form(fields), { schema: candidateCardSchema });
    expect(parse({ intent: 'favourite', id: 'abc123', favourite: 'true', _fetcher: '1' })).toMatchObject({
      status: 'success',
      value: { intent: 'favourite', id: 'abc123', favourite: 'true', _fetcher: '1' },
    });
    expect(parse({ intent: 'unlock', id: 'abc123', redirectTo: '/company-home' }).status).toBe('success');
    expect(parse({ intent: 'unlock', id: '../x' }).status).toBe('error');
    expect(parse({ intent: 'visibility', id: 'abc123' }).status).toBe('error');
  });

  it('the upgrade offers: activate or checkout, the product cut at 60 characters', () => {
    const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: upgradeSchema });
    expect(parse({ intent: 'checkout', product: 'x'.repeat(80) })).toMatchObject({
      value: { intent: 'checkout', product: 'x'.repeat(60) },
    });
    expect(parse({ intent: 'activate' })).toMatchObject({ value: { intent: 'activate', product: '' } });
    expect(parse({ intent: 'regala', product: 'brand' }).status).toBe('error');
  });

  it("the board's 'Mi interessa': a post's documentId, else the bad-request message", () => {
    const parse = (fields: Record<string, string>) =>
      parseWithZod(form(fields), { schema: jobPostInterestSchema });
    expect(parse({ annuncio: 'abc123def456', page: '2' })).toMatchObject({
      status: 'success',
      value: { annuncio: 'abc123def456' },
    });
    expect(errorsOf(parse({ annuncio: '../abc123def456' }))).toEqual({ annuncio: ['Richiesta non valida'] });
    expect(errorsOf(parse({}))).toEqual({ annuncio: ['*Campo obbligatorio'] });
  });

  it('parseIntent: one of the buttons, else the main one', () => {
    expect(parseIntent(form({ intent: 'back' }), ['next', 'back', 'cancel'])).toBe('back');
    expect(parseIntent(form({ intent: 'ruba' }), ['next', 'back', 'cancel'])).toBe('next');
    expect(parseIntent(form({}), ['submit', 'back'])).toBe('submit');
  });
});

describe('zod in route modules', () => {
  it('comes only through app/server/validation.server.ts and the schemas (app/lib/schemas/, app/features/*/*.schema.ts)', () => {
    const direct = routeFiles({ withModules: true }).filter((file) =>
      /from '(zod|@conform-to\/zod)'/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
