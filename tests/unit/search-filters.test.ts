import { describe, expect, it } from 'vitest';
import { formatDateIt } from '~/lib/date-it';
import { DEFAULT_FILTERS, formToQuery, parseFilters, serializeFilters, withPage } from '~/lib/search-filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('search filters in the URL', () => {
  it('defaults give an empty query, and an empty query gives the defaults', () => {
    expect(serializeFilters(DEFAULT_FILTERS)).toBe('');
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('drop defaults and empty values, keep the rest (round trip)', () => {
    const query =
      'bucket=disponibilita&eta=under35&titoloStudio=0&esperienza=all&residenza=&provincia=mi' +
      '&aree_di_competenza=Saldatura&aree_di_competenza=Robotica&scheda_tecnica=+fanuc+&page=1';
    const filters = parse(query);
    expect(filters).toMatchObject({
      eta: 'under35',
      provincia: 'MI',
      aree_di_competenza: ['Saldatura', 'Robotica'],
      scheda_tecnica: 'fanuc',
    });
    const serialized = serializeFilters(filters);
    expect(serialized).toBe(
      'eta=under35&provincia=MI&aree_di_competenza=Saldatura&aree_di_competenza=Robotica&scheda_tecnica=fanuc',
    );
    expect(parse(serialized)).toEqual(filters);
  });

  it('ignore unknown or malformed values instead of failing', () => {
    const filters = parse(
      'bucket=tutti&eta=old&titoloStudio=9&esperienza=molta&luogoLavoro=Milano&qualifica=Capo' +
        '&incentivi=forse&aree_di_competenza=Inesistente&page=-3',
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
  });

  it('keep valid single choices and levels', () => {
    const filters = parse(
      'bucket=altri&titoloStudio=3&esperienza=Superiore+ai+10+anni&luogoLavoro=to&mobilita=italia&categoriaProtetta=si&automunito=no&page=4',
    );
    expect(filters).toMatchObject({
      bucket: 'altri',
      titoloStudio: '3',
      esperienza: 'Superiore ai 10 anni',
      luogoLavoro: 'TO',
      mobilita: 'italia',
      categoriaProtetta: 'si',
      automunito: 'no',
      page: 4,
    });
  });

  it('a filter change goes back to page 1; pages are links', () => {
    expect(formToQuery(new URLSearchParams('bucket=altri&page=3'))).toBe('bucket=altri');
    expect(withPage(parse('bucket=altri'), 2)).toBe('bucket=altri&page=2');
    expect(withPage(parse('bucket=altri&page=2'), 1)).toBe('bucket=altri');
  });
});

describe('formatDateIt', () => {
  it('shows DD/MM/YYYY, date-times in Italian time', () => {
    expect(formatDateIt('2026-03-09')).toBe('09/03/2026');
    expect(formatDateIt('2026-03-08T23:30:00.000Z')).toBe('09/03/2026');
    expect(formatDateIt(null)).toBe('');
    expect(formatDateIt('nonsense')).toBe('');
  });
});
