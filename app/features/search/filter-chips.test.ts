import { describe, expect, it } from 'vitest';
import { parseFilters } from '#catalog/search-filters.ts';
import { filterChips } from './filter-chips';

const chipsOf = (query: string, keep = '') =>
  filterChips(parseFilters(new URLSearchParams(query)), '/company-home', keep);
const hrefOf = (query: string, label: string, keep = '') => {
  const chip = chipsOf(query, keep).chips.find((c) => c.label === label);
  if (!chip) throw new Error(`no chip ${label} in ${JSON.stringify(chipsOf(query, keep).chips)}`);
  return chip.href;
};

describe('the active filters as chips', () => {
  it('no filter, no chip (the bucket is a view, not a filter)', () => {
    expect(chipsOf('').chips).toEqual([]);
    expect(chipsOf('bucket=altri&page=3').chips).toEqual([]);
  });

  it('one chip per value of a list; its removal keeps the other values and the other filters', () => {
    const query = 'aree_di_competenza=Saldatura&aree_di_competenza=Robotica&automunito=si&page=4';
    expect(chipsOf(query).chips.map((c) => c.label)).toEqual([
      'Automunito: Si',
      'Aree di competenza: Saldatura',
      'Aree di competenza: Robotica',
    ]);
    expect(hrefOf(query, 'Aree di competenza: Saldatura')).toBe(
      '/company-home?automunito=si&aree_di_competenza=Robotica',
    );
    expect(hrefOf(query, 'Automunito: Si')).toBe(
      '/company-home?aree_di_competenza=Saldatura&aree_di_competenza=Robotica',
    );
  });

  it('single choices are named with the panel’s labels and options', () => {
    const labels = chipsOf(
      'eta=under35&titoloStudio=3&luogoLavoro=BG&categoriaProtetta=si&incentivi=no&esperienza=Superiore+ai+10+anni',
    ).chips.map((c) => c.label);
    expect(labels).toEqual([
      'Età: Under 35',
      'Titolo di studio: Laurea triennale',
      'Esperienza: Superiore ai 10 anni',
      'Disponibile a lavorare in provincia di: Bergamo',
      'Incentivi all’assunzione: No',
      'Categoria Protetta L. 68/99 > 46%: Si',
    ]);
    expect(hrefOf('titoloStudio=3&eta=over35', 'Titolo di studio: Laurea triennale')).toBe(
      '/company-home?eta=over35',
    );
  });

  it('the distance is one chip whose removal drops its comune, province and mobility too', () => {
    const query =
      'distanza=30&distanzaProvincia=BG&distanzaComune=Bergamo&distanzaMobili=true&conoscenze_informatiche=Software+CAM';
    const chips = chipsOf(query).chips;
    expect(chips.map((c) => c.label)).toEqual([
      'Entro 30 km da Bergamo, o disponibile a trasferirsi',
      'Conoscenze informatiche: Software CAM',
    ]);
    expect(chips[0].href).toBe('/company-home?conoscenze_informatiche=Software+CAM');
    expect(chips[1].href).toBe(
      '/company-home?distanza=30&distanzaProvincia=BG&distanzaComune=Bergamo&distanzaMobili=true',
    );
  });

  it('residence, province and the sheet’s words are chips too', () => {
    const query = 'residenza=Bergamo&provincia=BG&aree_di_competenza=Saldatura&scheda_tecnica=fanuc';
    expect(hrefOf(query, 'Residenza: Bergamo')).toBe(
      '/company-home?provincia=BG&aree_di_competenza=Saldatura&scheda_tecnica=fanuc',
    );
    expect(hrefOf(query, 'Provincia: BG')).toBe(
      '/company-home?residenza=Bergamo&aree_di_competenza=Saldatura&scheda_tecnica=fanuc',
    );
    expect(hrefOf(query, 'Cerca nella scheda tecnica: fanuc')).toBe(
      '/company-home?residenza=Bergamo&provincia=BG&aree_di_competenza=Saldatura',
    );
  });

  it('every removal goes back to page 1 and keeps the bucket and what the page keeps', () => {
    const keep = 'fase=colloquio&pannello=aperto';
    const query = 'bucket=altri&automunito=no&page=7';
    expect(hrefOf(query, 'Automunito: No', keep)).toBe(
      '/company-home?bucket=altri&fase=colloquio&pannello=aperto',
    );
    expect(chipsOf(query, keep).clearHref).toBe('/company-home?bucket=altri&fase=colloquio&pannello=aperto');
    expect(chipsOf('automunito=no&page=2').clearHref).toBe('/company-home');
    expect(hrefOf('automunito=no&eta=over35&page=2', 'Automunito: No')).toBe('/company-home?eta=over35');
  });
});
