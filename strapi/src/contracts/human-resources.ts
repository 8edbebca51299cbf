// The contract of /api/human-resources (routes of strapi/src/api/human-resource/): the candidate search of the
// companies, the recommended profiles, one profile, favourites and the unlock. Schemas and their types (see
// invoice.ts).
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';
import { mediaView, nextPagination, objectOf } from './common';

/** What a company knows of its relation with a candidate. */
export const candidateRelation = z.object({
  isFavourite: z.boolean(),
  /** Who of the company's team made it a favourite (issue 27); null in a team of one. */
  preferito_da: z.string().nullable(),
  unlocked: z.boolean(),
  /** When this company unlocked the candidate (ISO), else null. */
  data_sblocco: z.string().nullable(),
  /** Who of the company's team unlocked it (issue 27); null in a team of one. */
  sbloccato_da: z.string().nullable(),
  /** Another company's Alert New Profile exclusivity (YYYY-MM-DD): no purchase until then. */
  esclusiva: z.string().nullable(),
});
export type CandidateRelation = z.infer<typeof candidateRelation>;

/**
 * "a 12 km da Bergamo" (issue 25): the candidate's comune from the distance filter's comune, else the company's work
 * place, rounded to the kilometre; null when either place has no coordinates. Never a street address.
 */
export const distanceView = z.object({ km: z.number(), da: z.string() }).nullable();
export type DistanceView = z.infer<typeof distanceView>;

/** A result card: never a contact field. */
export const candidateCard = candidateRelation.extend({
  id: z.number(),
  documentId: z.string(),
  nome: z.string(),
  cognome: z.string(),
  eta: z.number().nullable(),
  picture: mediaView.nullable(),
  /** At most 3, sorted. */
  aree_di_competenza: z.array(z.string()),
  distanza: distanceView,
});
export type CandidateCard = z.infer<typeof candidateCard>;

/**
 * An unlock whose candidate erased their account (issue 41): the row stays in the company's unlocked list, without
 * any personal data. `id` is the old profile id (the company's old link), `nome` the catalog's "Candidato cancellato".
 */
export const erasedUnlock = z.object({
  id: z.number(),
  nome: z.string(),
  data_sblocco: z.string(),
  /** Who of the company's team unlocked it; null in a team of one. */
  sbloccato_da: z.string().nullable(),
});
export type ErasedUnlock = z.infer<typeof erasedUnlock>;

/** GET /api/human-resources?<filter set>&page=[&favourites=true|&unlocked=true] */
export const searchResponse = z.object({
  data: z.array(candidateCard),
  meta: z.object({
    pagination: nextPagination,
    /**
     * The unlocked list only, on its last page without any filter (an erased candidate matches none): the
     * company's unlocks of candidates who erased their account, newest first, at most ERASED_LIST_LIMIT.
     */
    cancellati: z.array(erasedUnlock).optional(),
  }),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** GET /api/human-resources?consigliati=true&page= : the search with the company's own saved alert filters. */
export const recommendedResponse = z.object({
  data: z.array(candidateCard),
  meta: z.object({ pagination: nextPagination, alert: z.enum(['filtri', 'filtri_profile']).nullable() }),
});
export type RecommendedResponse = z.infer<typeof recommendedResponse>;

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
export const candidateProfile = candidateRelation
  .extend({
    id: z.number(),
    documentId: z.string(),
    eta: z.number().nullable(),
    picture: mediaView.nullable(),
    aree_di_competenza: z.array(z.string()),
    conoscenze_informatiche: z.array(z.string()),
    mansioni_preferite: z.array(z.string()),
    /** From the company's work place. */
    distanza: distanceView,
  })
  // Any value: the profile's fields are as stored (their types are the content type's, in Strapi).
  .extend(objectOf(PROFILE_VISIBLE_FIELDS, z.unknown()).shape)
  .extend(objectOf(PROFILE_CONTACT_FIELDS, z.unknown()).partial().shape);
export type CandidateProfile = z.infer<typeof candidateProfile>;

/** GET /api/human-resources/:id (numeric id or documentId) */
export const profileResponse = z.object({ data: candidateProfile });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** GET|POST /api/human-resources/:id/favourites (body or query) */
export const favouriteRequest = z.object({ favourite: z.union([z.boolean(), z.enum(['true', 'false'])]) });
export type FavouriteRequest = z.infer<typeof favouriteRequest>;
export const favouriteResponse = z.object({ data: z.object({ id: z.number(), isFavourite: z.boolean() }) });
export type FavouriteResponse = z.infer<typeof favouriteResponse>;

/** GET|POST /api/human-resources/:id/unlock (body or query): 1 credit, once; `unlocked=false` is refused. */
export const unlockRequest = z.object({ unlocked: z.union([z.literal(true), z.literal('true')]).optional() });
export type UnlockRequest = z.infer<typeof unlockRequest>;
export const unlockResponse = z.object({
  data: z.object({
    id: z.number(),
    unlocked: z.literal(true),
    cost: z.union([z.literal(0), z.literal(1)]),
    data_sblocco: z.string(),
  }),
});
export type UnlockResponse = z.infer<typeof unlockResponse>;
/** The 409 of an exclusivity carries its end in `error.details.esclusiva`; 402 is `insufficient_credits`. */
export type UnlockRefusalDetails =
  { code: 'exclusive'; esclusiva: string | null } | { code: 'insufficient_credits' };

export const humanResources = {
  /** The filter set, page and scope as a query string (app/features/search: `strapiQuery`). */
  search: endpoint()({
    method: 'GET',
    path: '/human-resources',
    access: 'user',
    schema: { answer: searchResponse },
  }),
  recommended: endpoint<{ query: { consigliati: true; page: number } }>()({
    method: 'GET',
    path: '/human-resources',
    access: 'user',
    schema: { answer: recommendedResponse },
  }),
  findOne: endpoint()({
    method: 'GET',
    path: '/human-resources/:id',
    access: 'user',
    schema: { answer: profileResponse },
  }),
  /** GET /api/human-resources/:id/cv: the CV (PDF attachment) of a candidate the company unlocked; 404 otherwise. */
  cv: endpoint()({ method: 'GET', path: '/human-resources/:id/cv', access: 'user' }),
  favourite: endpoint()({
    method: 'POST',
    path: '/human-resources/:id/favourites',
    access: 'user',
    schema: { body: favouriteRequest, answer: favouriteResponse },
  }),
  unlock: endpoint()({
    method: 'POST',
    path: '/human-resources/:id/unlock',
    access: 'user',
    schema: { body: unlockRequest, answer: unlockResponse },
  }),
  /** The spec's GET forms of the two mutations (the favourite and the unlock in the query string). */
  favouriteByGet: endpoint<{ query: FavouriteRequest }>()({
    method: 'GET',
    path: '/human-resources/:id/favourites',
    access: 'user',
    schema: { answer: favouriteResponse },
  }),
  unlockByGet: endpoint<{ query: UnlockRequest }>()({
    method: 'GET',
    path: '/human-resources/:id/unlock',
    access: 'user',
    schema: { answer: unlockResponse },
  }),
} satisfies Contract;
