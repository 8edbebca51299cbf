// The company search filter set (spec 02 §3, decisions.md "Search filters") as URL query: parsed into a
// closed shape and serialised back with defaults and empty values dropped, so a search is a short,
// bookmarkable GET. Pure functions, shared by loaders, the filter form and the unit tests.
import {
  AREE_DI_COMPETENZA,
  CONOSCENZE_INFORMATICHE,
  ESPERIENZA,
  MOBILITA,
  OCCUPAZIONE,
  QUALIFICA,
  optionValues,
} from '../../strapi/src/catalog/common';

export type SiNo = 'all' | 'si' | 'no';

export type SearchFilters = {
  bucket: 'disponibilita' | 'altri';
  eta: 'all' | 'under35' | 'over35';
  titoloStudio: '0' | '1' | '2' | '3' | '4';
  esperienza: string;
  luogoLavoro: string;
  residenza: string;
  provincia: string;
  occupazione: string;
  mobilita: string;
  qualifica: string;
  incentivi: SiNo;
  categoriaProtetta: SiNo;
  automunito: SiNo;
  aree_di_competenza: string[];
  conoscenze_informatiche: string[];
  scheda_tecnica: string;
  page: number;
};

export const DEFAULT_FILTERS: SearchFilters = {
  bucket: 'disponibilita',
  eta: 'all',
  titoloStudio: '0',
  esperienza: 'all',
  luogoLavoro: 'all',
  residenza: '',
  provincia: '',
  occupazione: 'all',
  mobilita: 'all',
  qualifica: 'all',
  incentivi: 'all',
  categoriaProtetta: 'all',
  automunito: 'all',
  aree_di_competenza: [],
  conoscenze_informatiche: [],
  scheda_tecnica: '',
  page: 1,
};

const MAX_TEXT = 100;
const SIGLA = /^[A-Z]{2}$/;

type Params = Pick<URLSearchParams, 'get' | 'getAll'>;

const text = (params: Params, key: string) => (params.get(key) ?? '').trim().slice(0, MAX_TEXT);

const oneOf = <T extends string>(value: string, allowed: readonly string[], fallback: T): T =>
  (allowed.includes(value) ? value : fallback) as T;

const siNo = (params: Params, key: string): SiNo => oneOf(text(params, key), ['si', 'no'], 'all');

const listOf = (params: Params, key: string, allowed: readonly string[]) =>
  [...new Set(params.getAll(key).map((v) => v.trim()))].filter((v) => allowed.includes(v));

export function parseFilters(params: Params): SearchFilters {
  const page = Number(text(params, 'page') || 1);
  const luogo = text(params, 'luogoLavoro').toUpperCase();
  const provincia = text(params, 'provincia').toUpperCase();
  return {
    bucket: oneOf(text(params, 'bucket'), ['altri'], 'disponibilita'),
    eta: oneOf(text(params, 'eta'), ['under35', 'over35'], 'all'),
    titoloStudio: oneOf(text(params, 'titoloStudio'), ['1', '2', '3', '4'], '0'),
    esperienza: oneOf(text(params, 'esperienza'), ESPERIENZA, 'all'),
    luogoLavoro: SIGLA.test(luogo) ? luogo : 'all',
    residenza: text(params, 'residenza'),
    provincia: SIGLA.test(provincia) ? provincia : '',
    occupazione: oneOf(text(params, 'occupazione'), OCCUPAZIONE, 'all'),
    mobilita: oneOf(text(params, 'mobilita'), optionValues(MOBILITA), 'all'),
    qualifica: oneOf(text(params, 'qualifica'), QUALIFICA, 'all'),
    incentivi: siNo(params, 'incentivi'),
    categoriaProtetta: siNo(params, 'categoriaProtetta'),
    automunito: siNo(params, 'automunito'),
    aree_di_competenza: listOf(params, 'aree_di_competenza', AREE_DI_COMPETENZA),
    conoscenze_informatiche: listOf(params, 'conoscenze_informatiche', CONOSCENZE_INFORMATICHE),
    scheda_tecnica: text(params, 'scheda_tecnica'),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters as a query string without defaults and empty values (no leading '?'). */
export function serializeFilters(filters: SearchFilters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_FILTERS) as Array<keyof SearchFilters>) {
    const value = filters[key];
    const fallback = DEFAULT_FILTERS[key];
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, item);
    } else if (value !== fallback && value !== '' && value !== undefined) {
      params.append(key, String(value));
    }
  }
  return params.toString();
}

/** The same filters on another page (1 drops the parameter). */
export function withPage(filters: SearchFilters, page: number): string {
  return serializeFilters({ ...filters, page });
}

/** Filters are reset when the page changes them: any filter change goes back to page 1. */
export function formToQuery(form: Params): string {
  return serializeFilters({ ...parseFilters(form), page: 1 });
}
