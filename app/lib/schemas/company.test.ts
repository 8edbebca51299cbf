import { describe, expect, it } from 'vitest';
import { companyInfoSchema, companyStep1Schema, companyStep2Schema } from '#app/lib/schemas/company.ts';
import {
  companyFormErrors,
  nextCheckAgenzia,
  profileErrors,
  registrationStep1Errors,
  requiresAutMin,
  unwrapList,
} from '#catalog/company-rules.ts';

const valid = {
  nome: 'Officine Srl',
  piva: '12345678901',
  cf: '12345678901',
  email: 'hr@officine.it',
  telefono: '0301234567',
  indirizzo_legale: 'Via Roma 1',
  il_citta: 'Brescia',
  il_provincia: 'BS',
  il_cap: '25121',
  referente: 'Anna',
  funzione: 'HR',
  indirizzo_operativo: 'Via Roma 1',
  io_citta: 'Brescia',
  io_provincia: 'BS',
  io_cap: '25121',
  settore: 'Meccanica',
  codice_ateco: '25.62.00',
  sdi: 'ABC1234',
  check_veridicita: true,
};

describe('company rules (shared by Remix and Strapi)', () => {
  it('accepts a complete registration and names each broken rule', () => {
    expect(registrationStep1Errors(valid)).toEqual({});
    expect(
      registrationStep1Errors({
        ...valid,
        piva: '1',
        cf: 'abc',
        telefono: '12a',
        il_cap: '1',
        codice_ateco: 'X',
      }),
    ).toEqual({ piva: 'piva', cf: 'cf', telefono: 'telefono', il_cap: 'cap', codice_ateco: 'ateco' });
    expect(registrationStep1Errors({ ...valid, cf: 'RSSMRA80A01H501U' })).toEqual({});
    expect(registrationStep1Errors({ ...valid, cf: 'rssmra80a01h501u' })).toEqual({ cf: 'cf' });
  });

  it('requires aut_min for agencies, in every written form of their ATECO codes', () => {
    for (const code of ['7810', '78.10', '78.10.00', '781000', '7820', '78.30.00']) {
      expect(requiresAutMin(false, code)).toBe(true);
      expect(registrationStep1Errors({ ...valid, codice_ateco: code })).toEqual({ aut_min: 'required' });
    }
    expect(requiresAutMin(true, '25.62')).toBe(true);
    expect(requiresAutMin(false, '25.62')).toBe(false);
  });

  it('ticks check_agenzia for agency codes and clears it when VAT or ATECO is emptied', () => {
    expect(nextCheckAgenzia(false, '12345678901', '78.10.00')).toBe(true);
    expect(nextCheckAgenzia(true, '', '78.10.00')).toBe(false);
    expect(nextCheckAgenzia(true, '12345678901', '')).toBe(false);
    expect(nextCheckAgenzia(true, '12345678901', '25.62')).toBe(true);
    expect(nextCheckAgenzia(false, '12345678901', '25.62')).toBe(false);
  });

  it('checks job roles 1-3, employee class and strengths', () => {
    expect(profileErrors({ mansioni_preferite: [], numero_addetti: '', punti_forza: [] })).toEqual({
      mansioni_preferite: 'mansioniMin',
      numero_addetti: 'required',
      punti_forza: 'required',
    });
    expect(
      profileErrors({
        mansioni_preferite: ['Tornitore', 'Fresatore', 'Saldatore TIG', 'Magazziniere'],
        numero_addetti: '<10',
        punti_forza: ['Welfare aziendale'],
      }),
    ).toEqual({ mansioni_preferite: 'mansioniMax' });
    expect(companyFormErrors({ ...valid })).toMatchObject({
      indirizzo_lavoro: 'required',
      lavoro_cap: 'required',
    });
    expect(unwrapList([{ mansione_preferita: 'Tornitore' }, 'Fresatore', 3], 'mansione_preferita')).toEqual([
      'Tornitore',
      'Fresatore',
    ]);
  });
});

describe('company form schemas use the spec messages', () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('registration and company data form word the ATECO and minimum messages differently', () => {
    expect(messages(companyStep1Schema.safeParse({ ...valid, codice_ateco: 'X' }))).toContain(
      'Il valore inserito non è un codice ATECO valido',
    );
    expect(messages(companyInfoSchema.safeParse({ ...valid, codice_ateco: 'X' }))).toContain(
      'Il codice inserito non rispetta lemregole del codice ateco',
    );
    expect(
      messages(companyStep2Schema.safeParse({ numero_addetti: '<10', punti_forza: ['Welfare aziendale'] })),
    ).toEqual(['Selezionare almeno un elemento']);
    expect(messages(companyInfoSchema.safeParse({ ...valid }))).toContain('Seleziona almeno un elemento');
  });
});
