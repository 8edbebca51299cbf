// The alert filter set in words on the /company-foryou cards (issue 11).
import { describe, expect, it } from 'vitest';
import { describeAlert } from '#app/routes/_company.company-foryou/alert-view.ts';
import { DEFAULT_ALERT_FILTERS } from '#catalog/search-filters.ts';

describe('describeAlert', () => {
  it('names the areas and every filter that restricts, with the filter panel labels', () => {
    expect(
      describeAlert({
        ...DEFAULT_ALERT_FILTERS,
        aree_di_competenza: ['Saldatura', 'Meccanica'],
        luogoLavoro: 'MI',
        titoloStudio: 2,
        esperienza: 'Superiore ai 10 anni',
        qualifica: 'Operaio',
        categoriaProtetta: 'no',
      }),
    ).toEqual([
      { label: 'Aree di competenza', value: 'Saldatura, Meccanica' },
      { label: 'Disponibile a lavorare in provincia di', value: expect.stringContaining('Milano') },
      { label: 'Titolo di studio', value: 'Diploma di perito' },
      { label: 'Esperienza', value: 'Superiore ai 10 anni' },
      { label: 'Qualifica', value: 'Operaio' },
      { label: 'Categoria Protetta L. 68/99 > 46%', value: 'No' },
    ]);
  });

  it('says the distance with the filter panel words (issue 25)', () => {
    const base = { ...DEFAULT_ALERT_FILTERS, aree_di_competenza: ['Saldatura'] };
    const line = (alert: typeof base) => describeAlert(alert).find((l) => l.label === 'Distanza')?.value;
    expect(line({ ...base, distanza: 30, distanzaProvincia: 'BG', distanzaComune: 'Bergamo' })).toBe(
      'Entro 30 km da Bergamo',
    );
    expect(line({ ...base, distanza: 20, distanzaMobili: true })).toBe(
      'Entro 20 km dal luogo di lavoro, o disponibile a trasferirsi',
    );
    expect(line(base)).toBeUndefined();
  });

  it('leaves out what is at "Tutti" (the wizard defaults show the areas and categoria protetta only)', () => {
    const lines = describeAlert({ ...DEFAULT_ALERT_FILTERS, aree_di_competenza: ['Saldatura'] });
    expect(lines.map((line) => line.label)).toEqual([
      'Aree di competenza',
      'Categoria Protetta L. 68/99 > 46%',
    ]);
    expect(lines[1].value).toBe('Si');
  });
});
