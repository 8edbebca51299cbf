/**
 * The search filter set of spec 02 §3 as it arrives in the query string of GET /api/human-resources,
 * parsed into a closed shape: anything unknown or malformed falls back to "no restriction", so a hand
 * written URL can never turn into SQL or a 500.
 */
import {
  ESPERIENZA,
  MOBILITA,
  OCCUPAZIONE,
  QUALIFICA,
  isProvinciaSigla,
  optionValues,
  termsOfText,
} from '../../../catalog';

export type SiNoFilter = 'si' | 'no' | 'all';

export type SearchFilters = {
  bucket: 'disponibilita' | 'altri';
  eta: 'all' | 'under35' | 'over35';
  titoloStudio: number;
  esperienza: string | null;
  luogoLavoro: string | null;
  residenza: string | null;
  provincia: string | null;
  occupazione: string | null;
  mobilita: string | null;
  qualifica: string | null;
  incentivi: SiNoFilter;
  categoriaProtetta: SiNoFilter;
  automunito: SiNoFilter;
  aree_di_competenza: string[];
  conoscenze_informatiche: string[];
  scheda_tecnica: string[];
  page: number;
};

const MAX_TEXT = 100;
const MAX_LIST = 50;

const one = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim().slice(0, MAX_TEXT) : undefined;
};

const list = (value: unknown): string[] => {
  // Repeated keys, qs arrays (key[0]=) or an object of indexes all end up as a list of strings.
  const raw = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.values(value)
      : [value];
  return [
    ...new Set(raw.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim())),
  ].slice(0, MAX_LIST);
};

const oneOf = (value: unknown, allowed: readonly string[]): string | null => {
  const v = one(value);
  return v && allowed.includes(v) ? v : null;
};

const siNo = (value: unknown): SiNoFilter => {
  const v = one(value);
  return v === 'si' || v === 'no' ? v : 'all';
};

const provincia = (value: unknown): string | null => {
  const v = one(value)?.toUpperCase();
  return v && isProvinciaSigla(v) ? v : null;
};

export const parseSearchFilters = (query: Record<string, unknown>): SearchFilters => {
  const titolo = Number(one(query.titoloStudio) ?? 0);
  const page = Number(one(query.page) ?? 1);
  const eta = one(query.eta);
  // The same folding as the indexed sheet terms (case, accents, punctuation, stop words).
  const words = termsOfText(one(query.scheda_tecnica) ?? '').slice(0, 10);
  return {
    bucket: one(query.bucket) === 'altri' ? 'altri' : 'disponibilita',
    eta: eta === 'under35' || eta === 'over35' ? eta : 'all',
    titoloStudio: Number.isInteger(titolo) && titolo >= 0 && titolo <= 4 ? titolo : 0,
    esperienza: oneOf(query.esperienza, ESPERIENZA),
    luogoLavoro: provincia(query.luogoLavoro),
    residenza: one(query.residenza) || null,
    provincia: provincia(query.provincia),
    occupazione: oneOf(query.occupazione, OCCUPAZIONE),
    mobilita: oneOf(query.mobilita, optionValues(MOBILITA)),
    qualifica: oneOf(query.qualifica, QUALIFICA),
    incentivi: siNo(query.incentivi),
    categoriaProtetta: siNo(query.categoriaProtetta),
    automunito: siNo(query.automunito),
    aree_di_competenza: list(query.aree_di_competenza),
    conoscenze_informatiche: list(query.conoscenze_informatiche),
    scheda_tecnica: words,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
};
