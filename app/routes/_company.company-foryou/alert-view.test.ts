// The alert filter set in words on the /company-foryou cards (issue 11).
import { describe, expect, it } from 'vitest';
import { describeAlert, describeCount } from '#app/routes/_company.company-foryou/alert-view.ts';
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

describe('describeCount', () => {
  const alert = { ...DEFAULT_ALERT_FILTERS, aree_di_competenza: ['Saldatura'] };
  const none = { count: 0, capped: false, senza: [] };

  it('says how many profiles, singular, plural and over the cap', () => {
    const open = { ...alert, categoriaProtetta: 'all' as const };
    expect(describeCount({ ...none, count: 1 }, open)).toEqual({
      total: 'Oggi questo avviso troverebbe 1 profilo.',
      hints: [],
    });
    expect(describeCount({ ...none, count: 12 }, open).total).toBe(
      'Oggi questo avviso troverebbe 12 profili.',
    );
    expect(describeCount({ ...none, count: 1000, capped: true }, open).total).toBe(
      'Oggi questo avviso troverebbe più di 1000 profili.',
    );
  });

  it('always says that the protected category restricts the alert', () => {
    const { hints } = describeCount({ ...none, count: 5 }, alert);
    expect(hints).toEqual([expect.stringContaining('ai soli candidati iscritti alle categorie protette')]);
    expect(hints[0]).toContain('«Categoria Protetta L. 68/99 > 46%: Si»');
  });

  it('with none found, names the two filters whose reset finds the most', () => {
    const { total, hints } = describeCount(
      {
        count: 0,
        capped: false,
        senza: [
          { filtro: 'categoriaProtetta', count: 40, capped: false },
          { filtro: 'luogoLavoro', count: 3, capped: false },
          { filtro: 'esperienza', count: 1, capped: false },
        ],
      },
      { ...alert, luogoLavoro: 'BG', esperienza: 'Nessuna' },
    );
    expect(total).toBe('Oggi questo avviso non troverebbe nessun profilo.');
    expect(hints.slice(1)).toEqual([
      'Senza il filtro «Categoria Protetta L. 68/99 > 46%» ne troverebbe 40.',
      'Senza il filtro «Disponibile a lavorare in provincia di» ne troverebbe 3.',
    ]);
  });

  it('with none found and no single filter to blame, says so', () => {
    const { hints } = describeCount(
      { ...none, senza: [{ filtro: 'qualifica', count: 0, capped: false }] },
      { ...alert, categoriaProtetta: 'no' },
    );
    expect(hints).toEqual([expect.stringContaining('Nessun filtro da solo')]);
  });
});
