import { describe, expect, it } from 'vitest';
import { SHEET_TERM_COPIES, prefixEnd, sheetTermsTable } from './sheet-terms';
import { schedaTecnicaTerms, termsOfText } from '../../../catalog';

describe('sheet search terms', () => {
  it('fold case and accents, split on punctuation, drop stop words and repeats', () => {
    expect(termsOfText('  Qualità, Saldatura TIG/MIG e la SALDATURA  ')).toEqual([
      'qualita',
      'saldatura',
      'tig',
      'mig',
    ]);
    expect(termsOfText('Siemens Sinumerik 840D')).toEqual(['siemens', 'sinumerik', '840d']);
    expect(termsOfText('di e la')).toEqual([]);
    expect(termsOfText('x'.repeat(100))).toEqual(['x'.repeat(64)]);
  });

  it('of a stored sheet: ticked options and extra texts', () => {
    const sheet = { saldatura: { tipi: ['TIG', 'Altro'], extra: 'Saldatura orbitale' }, rettifica: [] };
    expect(schedaTecnicaTerms(sheet)).toEqual(['tig', 'altro', 'saldatura', 'orbitale']);
    expect(sheetTermsTable.rowsOf(7, { scheda_tecnica: JSON.stringify(sheet) })).toContainEqual({
      term: 'orbitale',
      hr_user_id: 7,
      provincia: null,
      mobilita: null,
      ultima_modifica: null,
      contatti_da_verificare: null,
    });
    expect(sheetTermsTable.rowsOf(7, { scheda_tecnica: 'not json' })).toEqual([]);
  });

  it('carry the columns a word-driven search reads, in every row of the candidate', () => {
    const source = {
      scheda_tecnica: JSON.stringify({ saldatura: { tipi: ['TIG'], extra: 'orbitale' } }),
      provincia: 'MI',
      mobilita: 'regione',
      ultima_modifica: '2026-11-01',
      contatti_da_verificare: false,
      nome: 'not copied',
    };
    const rows = sheetTermsTable.rowsOf(3, source);
    expect(rows.map((row) => row.term)).toEqual(['tig', 'orbitale']);
    for (const row of rows)
      expect(row).toEqual({
        term: row.term,
        hr_user_id: 3,
        provincia: 'MI',
        mobilita: 'regione',
        ultima_modifica: '2026-11-01',
        contatti_da_verificare: false,
      });
    // Every copy is a source column: a change of it refreshes the rows (derived.ts hooks and trigger).
    for (const column of SHEET_TERM_COPIES) {
      expect(sheetTermsTable.columns).toContain(column);
      expect(sheetTermsTable.copies).toContain(column);
    }
  });

  it('prefix ranges hold exactly the terms that begin with the prefix', () => {
    expect(prefixEnd('fanuc')).toBe('fanud');
    expect(prefixEnd('840')).toBe('841');
    const terms = ['fanu', 'fanuc', 'fanuc0i', 'fanucz', 'fanud', 'fanub', 'fa'];
    const end = prefixEnd('fanuc');
    expect(terms.filter((t) => t >= 'fanuc' && t < end)).toEqual(['fanuc', 'fanuc0i', 'fanucz']);
  });
});
