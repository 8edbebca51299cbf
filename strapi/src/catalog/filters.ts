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

/**
 * The education ladder, highest first: a candidate stands on the first rung whose field holds one of its
 * `values` ('Altro' counts: a qualification of that kind described in the _text field; 'Nessuno'/'Nessuna' do
 * not). `titoloStudioLevel` and the search's SQL (`titoloStudio` at least level N) both read it.
 */
export const TITOLO_STUDIO_LADDER: ReadonlyArray<{
  readonly level: 1 | 2 | 3 | 4;
  readonly field: keyof TitoloStudioFields;
  readonly values: ReadonlyArray<string>;
}> = [
  { level: 4, field: 'tipo_laurea', values: ['long'] },
  { level: 3, field: 'tipo_laurea', values: ['short'] },
  { level: 2, field: 'perito_enum', values: PERITO_ENUM.filter((v) => v !== 'Nessuno') },
  {
    level: 1,
    field: 'qualifica_professionale_enum',
    values: QUALIFICA_PROFESSIONALE_ENUM.filter((v) => v !== 'Nessuna'),
  },
];

/**
 * The highest education level of a candidate, 0-4, as used by the `titoloStudio` filter:
 * 4 long degree, 3 short degree, 2 diploma di perito, 1 qualifica professionale, 0 none.
 * Unknown or empty values count as "none".
 */
export function titoloStudioLevel(profile: TitoloStudioFields): TitoloStudioLevel {
  for (const rung of TITOLO_STUDIO_LADDER) {
    const value = profile[rung.field];
    if (typeof value === 'string' && rung.values.indexOf(value) !== -1) return rung.level;
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
 * The latest birth date (YYYY-MM-DD) of a candidate aged `ETA_SOGLIA` or more on `today`, an Italian calendar
 * date like the age on the card: over35 is "born on or before it", under35 "born after it".
 */
export function etaSogliaNascita(today: string): string {
  const year = Number(today.slice(0, 4)) - ETA_SOGLIA;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDay = today.slice(5, 10) === '02-29' && !leap ? '02-28' : today.slice(5, 10);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/**
 * Search view modes: `disponibilita` lists candidates whose mobility covers the
 * company's work place, ordered by proximity; `altri` every other match.
 */
export const BUCKET = [
  { value: 'disponibilita', label: 'Disponibili nella tua zona' },
  { value: 'altri', label: 'Altri profili' },
] as const satisfies ReadonlyArray<Option>;
export type Bucket = (typeof BUCKET)[number]['value'];
