// The recruiter's pipeline's pure rules (strapi/src/catalog/pipeline.ts, issue 43): the stage shown next to the
// guarantee report, the note's limit, the list's filters from the URL, the export's cells.
import { describe, expect, it } from 'vitest';
import { NOTA_MAX, checkNota, defuseCell, faseVista, parseFiltri } from '#catalog/pipeline.ts';

const at = (iso: string) => new Date(iso);

describe('faseVista', () => {
  const report = (stato: 'aperta' | 'raggiungibile' | 'rimborsata' | 'da_verificare' | 'respinta') => ({
    stato,
    segnalata_il: at('2026-11-10T10:00:00Z'),
  });

  it('is the stage the team set, the first one for a row from before the pipeline', () => {
    expect(faseVista({ fase: 'colloquio', faseIl: null, report: null })).toBe('colloquio');
    expect(faseVista({ fase: null, faseIl: null, report: null })).toBe('da_contattare');
    expect(faseVista({ fase: 'inventata', faseIl: null, report: null })).toBe('da_contattare');
  });

  it('is "Non raggiungibile" while a report says so and the team has not moved the candidate since', () => {
    const before = at('2026-11-01T10:00:00Z');
    for (const stato of ['aperta', 'da_verificare', 'rimborsata'] as const)
      expect(faseVista({ fase: 'contattato', faseIl: before, report: report(stato) })).toBe(
        'non_raggiungibile',
      );
    for (const stato of ['raggiungibile', 'respinta'] as const)
      expect(faseVista({ fase: 'contattato', faseIl: before, report: report(stato) })).toBe('contattato');
    const after = at('2026-11-12T10:00:00Z');
    expect(faseVista({ fase: 'assunto', faseIl: after, report: report('rimborsata') })).toBe('assunto');
  });
});

describe('checkNota', () => {
  it('trims, refuses an empty note and one over the limit counted in characters', () => {
    expect(checkNota('  Richiamare  ')).toEqual({ testo: 'Richiamare' });
    expect(checkNota('   ')).toEqual({ errore: 'nota_vuota' });
    expect(checkNota(undefined)).toEqual({ errore: 'nota_vuota' });
    expect(checkNota('è'.repeat(NOTA_MAX))).toEqual({ testo: 'è'.repeat(NOTA_MAX) });
    expect(checkNota('😀'.repeat(NOTA_MAX))).toEqual({ testo: '😀'.repeat(NOTA_MAX) });
    expect(checkNota('a'.repeat(NOTA_MAX + 1))).toEqual({ errore: 'nota_lunga' });
  });
});

describe('parseFiltri', () => {
  it('reads the URL’s filters and refuses what means nothing', () => {
    expect(parseFiltri({})).toEqual({ filtri: {} });
    expect(
      parseFiltri({ fase: 'colloquio', annuncio: 'abcdefghij1234567890abcd', sbloccato_da: 'me' }),
    ).toEqual({
      filtri: { fase: 'colloquio', annuncio: 'abcdefghij1234567890abcd', sbloccato_da: 'me' },
    });
    expect(parseFiltri({ sbloccato_da: '42', fase: '' })).toEqual({ filtri: { sbloccato_da: 42 } });
    expect(parseFiltri({ fase: 'non_raggiungibile' })).toEqual({ filtri: { fase: 'non_raggiungibile' } });
    for (const query of [
      { fase: 'licenziato' },
      { annuncio: '../x' },
      { sbloccato_da: 'tutti' },
      { sbloccato_da: '0' },
    ])
      expect(parseFiltri(query)).toEqual({ errore: 'filtro_non_valido' });
  });
});

describe('defuseCell', () => {
  it('keeps a formula as text, a phone number as it is', () => {
    expect(defuseCell('=SOMMA(A1)')).toBe("'=SOMMA(A1)");
    expect(defuseCell('@cmd')).toBe("'@cmd");
    expect(defuseCell('-2+3')).toBe("'-2+3");
    expect(defuseCell('+39 333 1234567')).toBe('+39 333 1234567');
    expect(defuseCell('Niccolò')).toBe('Niccolò');
  });
});
