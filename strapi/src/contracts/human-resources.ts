// The contract of /api/human-resources (routes of strapi/src/api/human-resource/): the candidate search of the
// companies, the recommended profiles, one profile, favourites and the unlock. Pure types (see invoice.ts).
import { endpoint, type Contract } from './endpoint';
import type { MediaView, NextPagination } from './common';

/** What a company knows of its relation with a candidate. */
export type CandidateRelation = {
  isFavourite: boolean;
  /** Who of the company's team made it a favourite (issue 27); null in a team of one. */
  preferito_da: string | null;
  unlocked: boolean;
  /** When this company unlocked the candidate (ISO), else null. */
  data_sblocco: string | null;
  /** Who of the company's team unlocked it (issue 27); null in a team of one. */
  sbloccato_da: string | null;
  /** Another company's Alert New Profile exclusivity (YYYY-MM-DD): no purchase until then. */
  esclusiva: string | null;
};

/**
 * "a 12 km da Bergamo" (issue 25): the candidate's comune from the distance filter's comune, else the company's work
 * place, rounded to the kilometre; null when either place has no coordinates. Never a street address.
 */
export type DistanceView = { km: number; da: string } | null;

/** A result card: never a contact field. */
export type CandidateCard = CandidateRelation & {
  id: number;
  documentId: string;
  nome: string;
  cognome: string;
  eta: number | null;
  picture: MediaView | null;
  /** At most 3, sorted. */
  aree_di_competenza: string[];
  distanza: DistanceView;
};

/** GET /api/human-resources?<filter set>&page=[&favourites=true|&unlocked=true] */
export type SearchResponse = { data: CandidateCard[]; meta: { pagination: NextPagination } };

/** GET /api/human-resources?consigliati=true&page= : the search with the company's own saved alert filters. */
export type RecommendedResponse = {
  data: CandidateCard[];
  meta: { pagination: NextPagination; alert: 'filtri' | 'filtri_profile' | null };
};

/** The profile fields a company sees of any visible candidate (values as stored). */
export const PROFILE_VISIBLE_FIELDS = [
  'nome',
  'cognome',
  'citta',
  'provincia',
  'cap',
  'ultima_modifica',
  'conoscenza_italiano',
  'conoscenze_informatiche_text',
  'lingue',
  'mobilita',
  'trasferta',
  'categorie_protette',
  'automunito_bool',
  'incentivi_assunzione',
  'occupazione',
  'esperienza',
  'qualifica',
  'qualifica_professionale_enum',
  'qualifica_professionale_text',
  'perito_enum',
  'perito_text',
  'ingegnere_enum',
  'ingegnere_text',
  'tipo_laurea',
  'specializzazione_bool',
  'specializzazione_text',
  'certificazione_bool',
  'certificazione_text',
  'welfare',
  'sicurezza',
  'clima_aziendale',
  'sviluppo_carriera',
  'sistema_premiante',
  'formazione_continua',
  'brand_reputation',
  'scheda_tecnica',
  'trattabile',
  'ral_desiderata',
  'benefits',
  'tipo_contratto',
  'orari',
] as const;

/** The contact fields: only in the profile of a candidate this company unlocked. */
export const PROFILE_CONTACT_FIELDS = ['email', 'telefono', 'indirizzo'] as const;

export type ProfileVisibleField = (typeof PROFILE_VISIBLE_FIELDS)[number];
export type ProfileContactField = (typeof PROFILE_CONTACT_FIELDS)[number];

/** A profile as a company may see it. */
export type CandidateProfile = CandidateRelation & {
  id: number;
  documentId: string;
  eta: number | null;
  picture: MediaView | null;
  aree_di_competenza: string[];
  conoscenze_informatiche: string[];
  mansioni_preferite: string[];
  /** From the company's work place. */
  distanza: DistanceView;
} & Record<ProfileVisibleField, unknown> &
  Partial<Record<ProfileContactField, unknown>>;

/** GET /api/human-resources/:id (numeric id or documentId) */
export type ProfileResponse = { data: CandidateProfile };

/** GET|POST /api/human-resources/:id/favourites (body or query) */
export type FavouriteRequest = { favourite: boolean | 'true' | 'false' };
export type FavouriteResponse = { data: { id: number; isFavourite: boolean } };

/** GET|POST /api/human-resources/:id/unlock (body or query): 1 credit, once; `unlocked=false` is refused. */
export type UnlockRequest = { unlocked?: true | 'true' };
export type UnlockResponse = { data: { id: number; unlocked: true; cost: 0 | 1; data_sblocco: string } };
/** The 409 of an exclusivity carries its end in `error.details.esclusiva`; 402 is `insufficient_credits`. */
export type UnlockRefusalDetails =
  { code: 'exclusive'; esclusiva: string | null } | { code: 'insufficient_credits' };

export const humanResources = {
  /** The filter set, page and scope as a query string (app/features/search: `strapiQuery`). */
  search: endpoint<{ answer: SearchResponse }>()({ method: 'GET', path: '/human-resources', access: 'user' }),
  recommended: endpoint<{ query: { consigliati: true; page: number }; answer: RecommendedResponse }>()({
    method: 'GET',
    path: '/human-resources',
    access: 'user',
  }),
  findOne: endpoint<{ answer: ProfileResponse }>()({
    method: 'GET',
    path: '/human-resources/:id',
    access: 'user',
  }),
  /** GET /api/human-resources/:id/cv: the CV (PDF attachment) of a candidate the company unlocked; 404 otherwise. */
  cv: endpoint()({ method: 'GET', path: '/human-resources/:id/cv', access: 'user' }),
  favourite: endpoint<{ body: FavouriteRequest; answer: FavouriteResponse }>()({
    method: 'POST',
    path: '/human-resources/:id/favourites',
    access: 'user',
  }),
  unlock: endpoint<{ body: UnlockRequest; answer: UnlockResponse }>()({
    method: 'POST',
    path: '/human-resources/:id/unlock',
    access: 'user',
  }),
  /** The spec's GET forms of the two mutations (the favourite and the unlock in the query string). */
  favouriteByGet: endpoint<{ query: FavouriteRequest; answer: FavouriteResponse }>()({
    method: 'GET',
    path: '/human-resources/:id/favourites',
    access: 'user',
  }),
  unlockByGet: endpoint<{ query: UnlockRequest; answer: UnlockResponse }>()({
    method: 'GET',
    path: '/human-resources/:id/unlock',
    access: 'user',
  }),
} satisfies Contract;
