import { describe, expect, it } from 'vitest';
import { prefixEnd, sheetTermsTable } from './sheet-terms';
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
    });
    expect(sheetTermsTable.rowsOf(7, { scheda_tecnica: 'not json' })).toEqual([]);
  });

  it('prefix ranges hold exactly the terms that begin with the prefix', () => {
    expect(prefixEnd('fanuc')).toBe('fanud');
    expect(prefixEnd('840')).toBe('841');
    const terms = ['fanu', 'fanuc', 'fanuc0i', 'fanucz', 'fanud', 'fanub', 'fa'];
    const end = prefixEnd('fanuc');
    expect(terms.filter((t) => t >= 'fanuc' && t < end)).toEqual(['fanuc', 'fanuc0i', 'fanucz']);
  });
});
