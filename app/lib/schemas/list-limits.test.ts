// Issue 24 item 4 in the forms: the zod schemas refuse a repeated or oversized list with the catalog's message,
// as Strapi does (tests/integration/list-limits.test.ts).
import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES, fieldKey, listIssue } from '#catalog/lists.ts';
import { PUNTI_FORZA } from '#catalog/company.ts';
import { companyStep2Schema } from '#app/lib/schemas/company.ts';
import { altreSchema, lingueSchema } from '#app/features/wizard/schemas.ts';

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

function errors(schema: Parameters<typeof parseWithZod>[1]['schema'], entries: Array<[string, string]>) {
  const submission = parseWithZod(form(entries), { schema });
  return (submission.status === 'success' ? {} : submission.error) ?? {};
}

describe('listIssue', () => {
  it('counts first, then compares entries by key, ignoring empty ones', () => {
    expect(listIssue(['a', 'b'], 2)).toBeNull();
    expect(listIssue(['a', 'b', 'c'], 2)).toBe('tooMany');
    expect(listIssue(['Inglese', ' inglese'], 5)).toBe('duplicate');
    expect(listIssue(['', ''], 5)).toBeNull();
    expect(listIssue([{ piva: '1' }, { piva: '1 ' }], 5, fieldKey('piva'))).toBe('duplicate');
    expect(listIssue([{ piva: '' }, {}], 5, fieldKey('piva'))).toBeNull();
  });
});

describe('form schemas', () => {
  const step2 = (punti: string[], mansioni = ['Fresatore']) => [
    ...mansioni.map((m): [string, string] => ['mansioni_preferite', m]),
    ['numero_addetti', '<10'] as [string, string],
    ...punti.map((p): [string, string] => ['punti_forza', p]),
  ];

  it('company step 2 refuses a repeated strength or job role, and more strengths than the list has', () => {
    expect(errors(companyStep2Schema, step2([PUNTI_FORZA[0]]))).toEqual({});
    expect(errors(companyStep2Schema, step2([PUNTI_FORZA[0], PUNTI_FORZA[0]])).punti_forza).toContain(
      LIST_MESSAGES.duplicate,
    );
    expect(
      errors(companyStep2Schema, step2([PUNTI_FORZA[0]], ['Fresatore', 'Fresatore'])).mansioni_preferite,
    ).toContain(LIST_MESSAGES.duplicate);
    const many = Array(5_000).fill(PUNTI_FORZA[0]);
    expect(errors(companyStep2Schema, step2(many)).punti_forza).toContain(
      LIST_MESSAGES.tooMany(PUNTI_FORZA.length),
    );
  });

  it('the wizard refuses repeated contract types and languages', () => {
    const contracts = errors(altreSchema, [
      ['tipo_contratto', 'indeterminato'],
      ['tipo_contratto', 'indeterminato'],
    ]);
    expect(contracts.tipo_contratto).toContain(LIST_MESSAGES.duplicate);
    const languages = errors(lingueSchema, [
      ['lingue[0].livello', 'Madrelingua'],
      ['lingue[1].lingua', 'Inglese'],
      ['lingue[1].livello', 'Madrelingua'],
      ['lingue[2].lingua', 'inglese'],
      ['lingue[2].livello', 'Madrelingua'],
    ]);
    expect(languages.lingue).toContain(LIST_MESSAGES.duplicate);
  });
});
