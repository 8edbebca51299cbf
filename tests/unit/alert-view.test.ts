// The alert filter set in words on the /company-foryou cards (issue 11).
import { describe, expect, it } from 'vitest';
import { describeAlert } from '~/routes/_company.company-foryou/alert-view';
import { DEFAULT_ALERT_FILTERS } from '#catalog/search-filters';

describe('describeAlert', () => {
  it('names the areas and every filter that restricts, with the filter panel labels', () => {
    expect(
      describeAlert({
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

  it('leaves out what is at "Tutti" (the wizard defaults show the areas and categoria protetta only)', () => {
    const lines = describeAlert({ ...DEFAULT_ALERT_FILTERS, aree_di_competenza: ['Saldatura'] });
    expect(lines.map((line) => line.label)).toEqual([
      'Aree di competenza',
      'Categoria Protetta L. 68/99 > 46%',
    ]);
    expect(lines[1].value).toBe('Si');
  });
});
