// Issue 42 item 4: the profile strength list (strapi/src/catalog/profile-strength.ts) beside the search's filters:
// every entry names a real search filter (or none) and a real wizard step, and the figure counts what is filled in.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from '#catalog/search-filters.ts';
import { WIZARD_STEPS } from './steps.ts';
import { PROFILE_STRENGTH, profileStrength } from '#catalog/profile-strength.ts';

const complete = {
  scheda_tecnica: { macchine_utensili: { centri_lavoro_cnc: ['Centro di lavoro a 5 assi'] } },
  patente_bool: true,
  automunito_bool: false,
  picture: { id: 1 },
  lingue: [{ lingua: 'Italiano', livello: 'Madrelingua' }],
  occupazione: 'Occupato',
  esperienza: 'Tra i 5 ed i 10 anni',
  mobilita: 'Entro 30 km',
  aree_di_competenza: [{ id: 1 }],
  qualifica: 'Operaio',
  qualifica_professionale_enum: 'Nessuna',
  conoscenze_informatiche: [{ id: 2 }],
};

describe('profile strength', () => {
  it('ties each entry to a search filter and to a wizard step or the profile page', () => {
    const paths = WIZARD_STEPS.map((step) => step.path as string).concat('/profilo');
    for (const entry of PROFILE_STRENGTH) {
      expect(paths, entry.chiave).toContain(entry.passo);
      if (entry.filtro) expect(Object.keys(DEFAULT_FILTERS), entry.chiave).toContain(entry.filtro);
    }
  });

  it('is 100 with nothing missing, and lists what is missing with its step', () => {
    expect(profileStrength(complete)).toEqual({ percentuale: 100, mancanti: [] });
    const partial = profileStrength({ ...complete, scheda_tecnica: {}, picture: null, patente_bool: null });
    expect(partial.mancanti.map((m) => m.chiave)).toEqual(['scheda_tecnica', 'patente', 'picture']);
    expect(partial.mancanti[0]).toEqual({
      chiave: 'scheda_tecnica',
      etichetta: 'Compila la scheda tecnica',
      passo: '/scheda-tecnica',
    });
    expect(partial.percentuale).toBe(
      Math.floor((100 * (PROFILE_STRENGTH.length - 3)) / PROFILE_STRENGTH.length),
    );
    expect(profileStrength({}).percentuale).toBe(0);
  });

  it('does not count a language without a level, nor an empty technical sheet', () => {
    const { mancanti } = profileStrength({
      ...complete,
      lingue: [{ lingua: 'Italiano', livello: '' }],
      scheda_tecnica: { macchine_utensili: { centri_lavoro_cnc: [] } },
    });
    expect(mancanti.map((m) => m.chiave)).toEqual(['scheda_tecnica', 'lingue']);
  });
});
