/**
 * Option lists of the company search and alert filters (spec 02 §3 "Filter sets",
 * decisions.md "Search filters").
 */
import type { Option } from './options';
import { PERITO_ENUM, QUALIFICA_PROFESSIONALE_ENUM } from './candidate';

/** Value of a single-choice filter that does not restrict the search. */
export const FILTER_ALL = 'all';

/**
 * Education levels of the `titoloStudio` filter. A level filter means
 * "at least this level"; 0 matches every candidate.
 */
export const TITOLO_STUDIO_LEVELS = [
  { value: 0, label: 'Tutti' },
  { value: 1, label: 'Qualifica professionale' },
  { value: 2, label: 'Diploma di perito' },
  { value: 3, label: 'Laurea triennale' },
  { value: 4, label: 'Laurea magistrale / a ciclo unico' },
] as const satisfies ReadonlyArray<Option<number>>;
export type TitoloStudioLevel = (typeof TITOLO_STUDIO_LEVELS)[number]['value'];

/** The education fields of a candidate profile, as stored (any of them may be missing). */
export interface TitoloStudioFields {
  readonly qualifica_professionale_enum?: string | null;
  readonly perito_enum?: string | null;
  readonly tipo_laurea?: string | null;
}

function isRealQualification(list: ReadonlyArray<string>, none: string, value: unknown): boolean {
  // 'Altro' counts: it is a qualification of that kind described in the _text field.
  return typeof value === 'string' && value !== none && list.indexOf(value) !== -1;
}

/**
 * The highest education level of a candidate, 0-4, as used by the `titoloStudio` filter:
 * 4 long degree, 3 short degree, 2 diploma di perito, 1 qualifica professionale, 0 none.
 * Unknown or empty values count as "none".
 */
export function titoloStudioLevel(profile: TitoloStudioFields): TitoloStudioLevel {
  if (profile.tipo_laurea === 'long') return 4;
  if (profile.tipo_laurea === 'short') return 3;
  if (isRealQualification(PERITO_ENUM, 'Nessuno', profile.perito_enum)) return 2;
  if (isRealQualification(QUALIFICA_PROFESSIONALE_ENUM, 'Nessuna', profile.qualifica_professionale_enum)) {
    return 1;
  }
  return 0;
}

/** Age filter: under35 is "younger than 35 today", over35 is 35 or older. */
export const ETA_FILTER = [
  { value: 'all', label: 'Tutte le età' },
  { value: 'under35', label: 'Under 35' },
  { value: 'over35', label: 'Over 35' },
] as const satisfies ReadonlyArray<Option>;
export type EtaFilter = (typeof ETA_FILTER)[number]['value'];

/** Age threshold of the `eta` filter, in whole years. */
export const ETA_SOGLIA = 35;

/**
 * Search view modes: `disponibilita` lists candidates whose mobility covers the
 * company's work place, ordered by proximity; `altri` every other match.
 */
export const BUCKET = [
  { value: 'disponibilita', label: 'Disponibili nella tua zona' },
  { value: 'altri', label: 'Altri profili' },
] as const satisfies ReadonlyArray<Option>;
export type Bucket = (typeof BUCKET)[number]['value'];
