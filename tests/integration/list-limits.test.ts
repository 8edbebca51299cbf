// Issue 24 item 4: every list field of the profile and of the company has a maximum and no repeated entry,
// refused by Strapi itself (an attacker holding a JWT skips the forms) with a 400 and nothing stored.
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '#catalog/lists.ts';
import { ownAccounts } from '../support/accounts';
import { validPayload } from '../support/candidate-payload';
import { companyRow, editableCompany } from '../support/company';
import { sql } from '../support/db';
import { jwtFor, strapi } from '../support/strapi';

const accounts = ownAccounts('list-limits');
afterEach(() => accounts.removeAll());

const errorText = (body: Record<string, unknown>) => JSON.stringify(body.error ?? body);

describe('PUT /api/hr-companies/me', () => {
  it('refuses 30,000 strengths, a repeated strength and a repeated job role; the stored lists stay', async () => {
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    const base = editableCompany(await companyRow(email));
    const put = (data: Record<string, unknown>) =>
      strapi('/api/hr-companies/me', { method: 'PUT', jwt, json: { data: { ...base, ...data } } });
    const before = (await companyRow(email)).punti_forza;

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { punti_forza: Array.from({ length: 30_000 }, () => ({ punto_forza: 'Clima aziendale' })) },
        'punti_forza',
        'tooMany',
      ],
      [
        { punti_forza: [{ punto_forza: 'Clima aziendale' }, { punto_forza: 'Clima aziendale' }] },
        'punti_forza',
        'duplicate',
      ],
      [
        { mansioni_preferite: [{ mansione_preferita: 'Fresatore' }, { mansione_preferita: 'Fresatore' }] },
        'mansioni_preferite',
        'duplicate',
      ],
    ];
    for (const [data, field, code] of cases) {
      const answer = await put(data);
      expect(answer.status, `${field} ${code}: ${errorText(answer.body)}`).toBe(400);
      const details = (answer.body.error as { details: { errors: Record<string, string> } }).details;
      expect(details.errors[field]).toBe(code);
    }
    expect((await companyRow(email)).punti_forza).toEqual(before);
    // The limits refuse only what is over them: the whole list of distinct strengths is fine.
    expect((await put({})).status).toBe(200);
  });
});

describe('PUT /api/create-profile/update-profile', () => {
  it('refuses oversized and repeated lists with the catalog message; the profile stays as it was', async () => {
    const candidate = await accounts.candidate();
    const jwt = await jwtFor(candidate.email);
    const save = (fields: Record<string, unknown>) =>
      strapi('/api/create-profile/update-profile', {
        method: 'PUT',
        jwt,
        json: {
          data: { ...validPayload(), email: candidate.email, telefono: candidate.telefono, ...fields },
        },
      });
    const stored = async () =>
      (
        await sql<{ tipo_contratto: unknown; scheda_tecnica: unknown }>(
          'SELECT tipo_contratto, scheda_tecnica FROM hr_users WHERE id = ?',
          [candidate.id],
        )
      )[0];
    const before = await stored();

    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['tipo_contratto ×5000', { tipo_contratto: Array(5_000).fill('indeterminato') }, 'tooMany'],
      ['tipo_contratto twice', { tipo_contratto: ['indeterminato', 'indeterminato'] }, 'duplicate'],
      ['orari twice', { orari: ['full_time', 'full_time'] }, 'duplicate'],
      [
        'TIG ×20000',
        { scheda_tecnica: { saldatura: { tipi: Array(20_000).fill('TIG'), extra: '' } } },
        'tooMany',
      ],
      ['TIG twice', { scheda_tecnica: { saldatura: { tipi: ['TIG', 'TIG'], extra: '' } } }, 'duplicate'],
      ['aree twice', { aree_di_competenza: [{ value: 'Saldatura' }, { value: 'Saldatura' }] }, 'duplicate'],
      [
        'mansioni ×3000',
        { mansioni_preferite: Array.from({ length: 3_000 }, () => ({ value: 'Saldatore TIG' })) },
        'tooMany',
      ],
      [
        'lingue twice',
        {
          lingue: [
            { lingua: 'Italiano', livello: 'Madrelingua' },
            { lingua: 'Inglese', livello: 'Intermedio B1-B2' },
            { lingua: ' inglese ', livello: 'Intermedio B1-B2' },
          ],
        },
        'duplicate',
      ],
      [
        'P. IVA twice',
        { blacklisted_pivas: [{ piva: '01234567890' }, { piva: '01234567890' }] },
        'duplicate',
      ],
    ];
    for (const [name, fields, issue] of cases) {
      const answer = await save(fields);
      expect(answer.status, `${name}: ${errorText(answer.body)}`).toBe(400);
      const expected = issue === 'duplicate' ? LIST_MESSAGES.duplicate : 'Puoi indicare al massimo';
      expect(errorText(answer.body), name).toContain(expected);
    }
    expect(await stored()).toEqual(before);
    expect((await save({})).status).toBe(200);
  });
});
