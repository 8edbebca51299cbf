/**
 * The one filter contract of the candidate search (spec 02 §3 "Filter sets", decisions.md "Search filters"):
 * one type, one parser and one serialiser, used by the filter panel and the loaders of the Remix app, by
 * Strapi's search (GET /api/human-resources reads the same query string) and by the alert filter sets stored
 * as JSON strings in `filtri` / `filtri_profile`.
 *
 * Parsing never fails: anything unknown or malformed falls back to "no restriction", so a hand-written URL can
 * never become SQL or a 500. `checkAlertFilters` is the strict variant for what a company saves.
 * Browser-safe (no geography data package); ES5 library only, like the rest of the catalog.
 */
import { ESPERIENZA, MOBILITA, OCCUPAZIONE, QUALIFICA } from './candidate';
import { AREE_DI_COMPETENZA, CONOSCENZE_INFORMATICHE } from './lookups';
import { DISTANZE_KM, type DistanzaKm } from './distance';
import { FILTER_ALL, type Bucket, type EtaFilter, type TitoloStudioLevel } from './filters';
import { optionValues } from './options';
import { PROVINCE_OPTIONS } from './province-list';
import { termsOfText } from './scheda-tecnica/terms';

export type SiNoFilter = typeof FILTER_ALL | 'si' | 'no';

/** Single-choice filters hold `'all'` when unset; the two residence texts hold `''`. */
export type SearchFilters = {
  bucket: Bucket;
  eta: EtaFilter;
  titoloStudio: TitoloStudioLevel;
  esperienza: string;
  luogoLavoro: string;
  residenza: string;
  provincia: string;
  occupazione: string;
  mobilita: string;
  qualifica: string;
  incentivi: SiNoFilter;
  categoriaProtetta: SiNoFilter;
  automunito: SiNoFilter;
  aree_di_competenza: string[];
  conoscenze_informatiche: string[];
  /** The words typed; `sheetWords` folds them like the indexed sheet terms. */
  scheda_tecnica: string;
  /**
   * "Entro {distanza} km da {distanzaComune} ({distanzaProvincia})" (issue 25): 0 is no distance filter; an empty
   * comune is the company's work place. `distanzaMobili` also keeps whoever's mobility covers that province.
   */
  distanza: DistanzaKm | 0;
  distanzaProvincia: string;
  distanzaComune: string;
  distanzaMobili: boolean;
  page: number;
};

export const DEFAULT_FILTERS: SearchFilters = {
  bucket: 'disponibilita',
  eta: 'all',
  titoloStudio: 0,
  esperienza: FILTER_ALL,
  luogoLavoro: FILTER_ALL,
  residenza: '',
  provincia: '',
  occupazione: FILTER_ALL,
  mobilita: FILTER_ALL,
  qualifica: FILTER_ALL,
  incentivi: FILTER_ALL,
  categoriaProtetta: FILTER_ALL,
  automunito: FILTER_ALL,
  aree_di_competenza: [],
  conoscenze_informatiche: [],
  scheda_tecnica: '',
  distanza: 0,
  distanzaProvincia: '',
  distanzaComune: '',
  distanzaMobili: false,
  page: 1,
};

const MAX_TEXT = 100;
const MAX_PAGE = 10000;
const MAX_SHEET_WORDS = 10;
const PROVINCE_SIGLE = optionValues(PROVINCE_OPTIONS);

/**
 * Where filters are read from: URLSearchParams or FormData (repeated keys), or a parsed query object as Koa
 * gives it (a value, an array, or qs's object of indexes).
 */
export type FilterSource = { getAll(key: string): unknown[] } | Record<string, unknown>;

const isParams = (source: FilterSource): source is { getAll(key: string): unknown[] } =>
  typeof (source as { getAll?: unknown }).getAll === 'function';

function valuesOf(source: FilterSource, key: string): string[] {
  let raw: unknown[];
  if (isParams(source)) {
    raw = source.getAll(key);
  } else {
    const value = Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined;
    if (Array.isArray(value)) raw = value;
    else if (value && typeof value === 'object')
      raw = Object.keys(value).map((k) => (value as Record<string, unknown>)[k]);
    else raw = [value];
  }
  return raw.filter((v): v is string => typeof v === 'string').map((v) => v.trim());
}

const text = (source: FilterSource, key: string) => (valuesOf(source, key)[0] ?? '').slice(0, MAX_TEXT);

const oneOf = <T extends string>(value: string, allowed: readonly string[], fallback: T): T =>
  (allowed.indexOf(value) !== -1 ? value : fallback) as T;

const siNo = (source: FilterSource, key: string): SiNoFilter =>
  oneOf(text(source, key), ['si', 'no'], FILTER_ALL);

const sigla = (source: FilterSource, key: string, fallback: string) => {
  const value = text(source, key).toUpperCase();
  return PROVINCE_SIGLE.indexOf(value) !== -1 ? value : fallback;
};

/** Known values only, each once, in the order given. */
const listOf = (source: FilterSource, key: string, allowed: readonly string[]) =>
  valuesOf(source, key).filter((v, i, all) => allowed.indexOf(v) !== -1 && all.indexOf(v) === i);

const level = (value: string): TitoloStudioLevel => {
  const n = Number(value || 0);
  return (Number.isInteger(n) && n >= 0 && n <= 4 ? n : 0) as TitoloStudioLevel;
};

/** A radius of the list, or null (empty or anything else). */
const radius = (value: string): DistanzaKm | null =>
  DISTANZE_KM.map(String).indexOf(value) !== -1 ? (Number(value) as DistanzaKm) : null;

/**
 * What of the distance filter in a query cannot be used, checked before parsing (which drops it silently):
 * a radius outside the list. The comune is checked where the ISTAT data is (the app's loader, Strapi's search).
 */
export const distanceRadiusInvalid = (source: FilterSource): boolean => {
  const value = text(source, 'distanza');
  return value !== '' && value !== '0' && radius(value) === null;
};

export function parseFilters(source: FilterSource): SearchFilters {
  const page = Number(text(source, 'page') || 1);
  return {
    bucket: oneOf(text(source, 'bucket'), ['altri'], 'disponibilita'),
    eta: oneOf(text(source, 'eta'), ['under35', 'over35'], 'all'),
    titoloStudio: level(text(source, 'titoloStudio')),
    esperienza: oneOf(text(source, 'esperienza'), ESPERIENZA, FILTER_ALL),
    luogoLavoro: sigla(source, 'luogoLavoro', FILTER_ALL),
    residenza: text(source, 'residenza'),
    provincia: sigla(source, 'provincia', ''),
    occupazione: oneOf(text(source, 'occupazione'), OCCUPAZIONE, FILTER_ALL),
    mobilita: oneOf(text(source, 'mobilita'), optionValues(MOBILITA), FILTER_ALL),
    qualifica: oneOf(text(source, 'qualifica'), QUALIFICA, FILTER_ALL),
    incentivi: siNo(source, 'incentivi'),
    categoriaProtetta: siNo(source, 'categoriaProtetta'),
    automunito: siNo(source, 'automunito'),
    aree_di_competenza: listOf(source, 'aree_di_competenza', AREE_DI_COMPETENZA),
    conoscenze_informatiche: listOf(source, 'conoscenze_informatiche', CONOSCENZE_INFORMATICHE),
    scheda_tecnica: text(source, 'scheda_tecnica'),
    distanza: radius(text(source, 'distanza')) ?? 0,
    distanzaProvincia: sigla(source, 'distanzaProvincia', ''),
    distanzaComune: text(source, 'distanzaComune'),
    distanzaMobili: text(source, 'distanzaMobili') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

const FILTER_KEYS = Object.keys(DEFAULT_FILTERS) as Array<keyof SearchFilters>;

/** The filters as a query string without defaults and empty values (no leading '?'); keys in a fixed order. */
export function serializeFilters(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, item);
    } else if (key.startsWith('distanza') && key !== 'distanza' && !filters.distanza) {
      // The distance's comune and check mean nothing without a radius.
    } else if (value !== DEFAULT_FILTERS[key] && value !== '') {
      params.append(key, String(value));
    }
  }
  return params.toString();
}

/**
 * Where a search measures its cards' distances from, as a query for the profile a card opens (issue 39 item 4): the
 * distance filter's radius, comune and province, or '' when the search measures from the company's work place. The
 * profile parses it like a search and measures from the same comune (Strapi's `cardOrigin`).
 */
export function originQuery(filters: SearchFilters): string {
  if (!filters.distanza || !filters.distanzaComune) return '';
  return serializeFilters({
    ...DEFAULT_FILTERS,
    distanza: filters.distanza,
    distanzaComune: filters.distanzaComune,
    distanzaProvincia: filters.distanzaProvincia,
  });
}

/** The same filters on another page (1 drops the parameter). */
export const withPage = (filters: SearchFilters, page: number): string =>
  serializeFilters({ ...filters, page });

/** A submitted filter form as the canonical query: any filter change goes back to page 1. */
export const formToQuery = (form: FilterSource): string =>
  serializeFilters({ ...parseFilters(form), page: 1 });

/** The technical-sheet words, folded like the indexed sheet terms (case, accents, punctuation, stop words). */
export const sheetWords = (filters: SearchFilters): string[] =>
  termsOfText(filters.scheda_tecnica).slice(0, MAX_SHEET_WORDS);

/** Whether a single-choice filter restricts the search. */
export const isSet = (value: string): boolean => value !== FILTER_ALL && value !== '';

// ---------------------------------------------------------------------------------------------------------
// The alert filter set (spec 02 §3): a subset of the search filters, saved as a JSON string in `filtri`
// (Alert Database) or `filtri_profile` (Alert New Profile). Its candidates are those of the search with the
// other filters at their defaults, over every bucket.

export const ALERT_FILTER_KEYS = [
  'aree_di_competenza',
  'luogoLavoro',
  'titoloStudio',
  'esperienza',
  'qualifica',
  'categoriaProtetta',
  // Issue 25: stored only when a radius is set (serializeAlertFilters), so older alerts read the same.
  'distanza',
  'distanzaProvincia',
  'distanzaComune',
  'distanzaMobili',
] as const;
export type AlertFilterKey = (typeof ALERT_FILTER_KEYS)[number];
export type AlertFilters = Pick<SearchFilters, AlertFilterKey>;

/** The alert wizard's defaults (spec 02 §5): categoriaProtetta starts at 'si'. */
export const DEFAULT_ALERT_FILTERS: AlertFilters = {
  aree_di_competenza: [],
  luogoLavoro: FILTER_ALL,
  titoloStudio: 0,
  esperienza: FILTER_ALL,
  qualifica: FILTER_ALL,
  categoriaProtetta: 'si',
  distanza: 0,
  distanzaProvincia: '',
  distanzaComune: '',
  distanzaMobili: false,
};

/** The alert's own fields out of a full filter set. */
export function alertFiltersOf(filters: SearchFilters): AlertFilters {
  return {
    aree_di_competenza: filters.aree_di_competenza,
    luogoLavoro: filters.luogoLavoro,
    titoloStudio: filters.titoloStudio,
    esperienza: filters.esperienza,
    qualifica: filters.qualifica,
    categoriaProtetta: filters.categoriaProtetta,
    distanza: filters.distanza,
    distanzaProvincia: filters.distanzaProvincia,
    distanzaComune: filters.distanzaComune,
    distanzaMobili: filters.distanzaMobili,
  };
}

const DISTANCE_KEYS = ['distanza', 'distanzaProvincia', 'distanzaComune', 'distanzaMobili'] as const;

/** The search filters an alert stands for: the search's defaults with the alert's fields. */
export const searchFiltersOfAlert = (alert: AlertFilters): SearchFilters => ({
  ...DEFAULT_FILTERS,
  ...alert,
});

/**
 * The JSON string stored in `filtri` / `filtri_profile` (every key, fixed order; the distance's keys only with a
 * radius).
 */
export const serializeAlertFilters = (alert: AlertFilters): string => {
  const value: Partial<AlertFilters> = alertFiltersOf({ ...DEFAULT_FILTERS, ...alert });
  if (!value.distanza) for (const key of DISTANCE_KEYS) delete value[key];
  return JSON.stringify(value);
};

/** Alert filters from a form or query with the wizard's defaults for what is missing. */
export const parseAlertForm = (source: FilterSource): AlertFilters => alertFiltersOf(parseFilters(source));

export type AlertFilterCheck =
  { ok: true; value: AlertFilters } | { ok: false; code: 'alert_filters_invalid' | 'alert_areas_required' };

/**
 * What a company saves, checked strictly (Strapi and the Remix wizard both call this): a JSON object with only
 * the alert's keys, each a value the search knows, and at least one competence area (spec 02 §5).
 */
export function checkAlertFilters(json: unknown): AlertFilterCheck {
  let raw: unknown;
  try {
    raw = typeof json === 'string' ? JSON.parse(json) : undefined;
  } catch {
    raw = undefined;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, code: 'alert_filters_invalid' };
  const input = raw as Record<string, unknown>;
  const keys = Object.keys(input);
  for (const key of keys) {
    if ((ALERT_FILTER_KEYS as readonly string[]).indexOf(key) === -1)
      return { ok: false, code: 'alert_filters_invalid' };
  }
  // The stored JSON has titoloStudio and distanza as numbers, distanzaMobili as a boolean; the parser reads text.
  const asQuery: Record<string, unknown> = {};
  for (const key of keys) {
    const value = input[key];
    asQuery[key] = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  }
  const value = { ...DEFAULT_ALERT_FILTERS, ...pick(parseFilters(asQuery), keys) };
  // Anything the lenient parser dropped or changed was not a known value.
  if (JSON.stringify(pick(value, keys)) !== JSON.stringify(normalised(input, keys))) {
    return { ok: false, code: 'alert_filters_invalid' };
  }
  if (value.aree_di_competenza.length === 0) return { ok: false, code: 'alert_areas_required' };
  return { ok: true, value };
}

/** A stored alert filter set, or null when none is saved or it is unreadable. */
export function parseAlertFilters(json: unknown): AlertFilters | null {
  const check = checkAlertFilters(json);
  return check.ok ? check.value : null;
}

function pick(source: Partial<SearchFilters>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ALERT_FILTER_KEYS) if (keys.indexOf(key) !== -1) out[key] = source[key];
  return out;
}

function normalised(input: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ALERT_FILTER_KEYS) {
    if (keys.indexOf(key) === -1) continue;
    const value = input[key];
    out[key] = key === 'titoloStudio' && typeof value === 'string' && value !== '' ? Number(value) : value;
  }
  return out;
}
