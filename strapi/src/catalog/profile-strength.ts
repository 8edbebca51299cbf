/**
 * Profile strength (issue 42 item 4): what of a candidate's profile the companies' search reads, each entry tied to
 * the search filter it feeds (`filtro`, a key of the search's one filter contract, search-filters.ts), so the list
 * has one home beside the filters. `filtro` null: not a filter, but shown on every card and profile a company opens
 * (the picture, the languages). Each says how to tell it is filled in and the wizard step (or page) where the
 * candidate fills it in. The completeness figure is the share of entries filled in. Browser-safe.
 */
import { isSchedaTecnicaEmpty } from './scheda-tecnica/helpers';
import type { SearchFilters } from './search-filters';

type StrengthProfile = Record<string, unknown>;
const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

export const PROFILE_STRENGTH: ReadonlyArray<{
  chiave: string;
  filtro: keyof SearchFilters | null;
  etichetta: string;
  passo: string;
  compilato: (profile: StrengthProfile) => boolean;
}> = [
  {
    chiave: 'scheda_tecnica',
    filtro: 'scheda_tecnica',
    etichetta: 'Compila la scheda tecnica',
    passo: '/scheda-tecnica',
    compilato: (p) => !isSchedaTecnicaEmpty(p.scheda_tecnica),
  },
  {
    chiave: 'patente',
    filtro: 'automunito',
    etichetta: 'Indica patente e automobile',
    passo: '/onboarding-u',
    compilato: (p) => typeof p.patente_bool === 'boolean' && typeof p.automunito_bool === 'boolean',
  },
  {
    chiave: 'picture',
    filtro: null,
    etichetta: 'Aggiungi una foto',
    passo: '/profilo',
    compilato: (p) => filled(p.picture),
  },
  {
    chiave: 'lingue',
    filtro: null,
    etichetta: 'Indica le lingue che conosci',
    passo: '/conoscenze-linguistiche',
    compilato: (p) =>
      Array.isArray(p.lingue) && p.lingue.some((l) => filled((l as StrengthProfile)?.livello)),
  },
  {
    chiave: 'disponibilita',
    filtro: 'occupazione',
    etichetta: 'Indica la tua disponibilità (stato occupazionale ed esperienza)',
    passo: '/stato-occupazionale',
    compilato: (p) => filled(p.occupazione) && filled(p.esperienza),
  },
  {
    chiave: 'mobilita',
    filtro: 'mobilita',
    etichetta: 'Indica fin dove sei disposto a spostarti',
    passo: '/onboarding-u',
    compilato: (p) => filled(p.mobilita),
  },
  {
    chiave: 'aree_di_competenza',
    filtro: 'aree_di_competenza',
    etichetta: 'Scegli le tue aree di competenza e la qualifica',
    passo: '/mansioni',
    compilato: (p) => filled(p.aree_di_competenza) && filled(p.qualifica),
  },
  {
    chiave: 'titolo',
    filtro: 'titoloStudio',
    etichetta: 'Indica il titolo di studio',
    passo: '/titolo-di-studio',
    compilato: (p) =>
      filled(p.qualifica_professionale_enum) || filled(p.perito_enum) || filled(p.tipo_laurea),
  },
  {
    chiave: 'conoscenze_informatiche',
    filtro: 'conoscenze_informatiche',
    etichetta: 'Indica le conoscenze informatiche',
    passo: '/conoscenze-informatiche',
    compilato: (p) => filled(p.conoscenze_informatiche) || filled(p.conoscenze_informatiche_text),
  },
];

export type ProfileStrength = {
  /** 0-100: the share of PROFILE_STRENGTH filled in, rounded down (100 only when nothing is missing). */
  percentuale: number;
  mancanti: Array<{ chiave: string; etichetta: string; passo: string }>;
};

/** What is missing of `profile` (stored fields, relations as lists), and how complete it is. */
export function profileStrength(profile: StrengthProfile): ProfileStrength {
  const mancanti = PROFILE_STRENGTH.filter((entry) => !entry.compilato(profile)).map(
    ({ chiave, etichetta, passo }) => ({ chiave, etichetta, passo }),
  );
  const percentuale = Math.floor(
    (100 * (PROFILE_STRENGTH.length - mancanti.length)) / PROFILE_STRENGTH.length,
  );
  return { percentuale, mancanti };
}
