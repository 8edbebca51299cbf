// The contract of the current user (routes of strapi/src/api/me/): GET /api/me, with the caller's candidate or
// company record as the sanitized content type (private attributes never leave Strapi), and POST /api/me/logout.
// Schemas and their types (see invoice.ts). Fields follow the schema.json of hr-user and hr-company: a changed
// attribute is changed here too (the generated Strapi types describe the stored rows, these the sanitized answer).
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';
import { lookupEntry, okResponse, storedMedia } from './common';

const text = z.string().nullable();
const flag = z.boolean().nullable();
const score = z.number().nullable();

/** The candidate's own record (`api::hr-user.hr-user`, `aggiornamento_token` private). */
export const candidateRecord = z.object({
  id: z.number(),
  documentId: z.string(),
  nome: z.string(),
  cognome: z.string(),
  nascita: text,
  email: text,
  telefono: text,
  indirizzo: text,
  cittadinanza: text,
  provincia: text,
  citta: text,
  cap: text,
  conoscenza_italiano: flag,
  categorie_protette: flag,
  incentivi_assunzione: flag,
  disponibilita_colloquio: flag,
  conferma_veridicita: flag,
  patente_bool: flag,
  patente_text: text,
  automunito_bool: flag,
  mobilita: text,
  trasferta: text,
  occupazione: text,
  esperienza: text,
  qualifica_professionale_enum: text,
  qualifica_professionale_text: text,
  perito_enum: text,
  perito_text: text,
  tipo_laurea: text,
  ingegnere_enum: text,
  ingegnere_text: text,
  specializzazione_bool: flag,
  specializzazione_text: text,
  certificazione_bool: flag,
  certificazione_text: text,
  /** Sorted by value, 'Altro' last. */
  conoscenze_informatiche: z.array(lookupEntry),
  conoscenze_informatiche_text: text,
  lingue: z.unknown(),
  /** Sorted by value, 'Altro' last. */
  aree_di_competenza: z.array(lookupEntry),
  qualifica: text,
  scheda_tecnica: z.unknown(),
  welfare: score,
  sicurezza: score,
  clima_aziendale: score,
  sviluppo_carriera: score,
  sistema_premiante: score,
  formazione_continua: score,
  brand_reputation: score,
  trattabile: flag,
  mansioni_diverse: flag,
  /** Sorted by value, 'Altro' last. */
  mansioni_preferite: z.array(lookupEntry),
  ral_desiderata: text,
  benefits: text,
  tipo_contratto: z.unknown(),
  orari: z.unknown(),
  blacklisted_pivas: z.unknown(),
  picture: storedMedia.nullable(),
  visite_profilo: score,
  visite_profilo_esteso: score,
  ultima_modifica: text,
  aggiornamento_inviato_il: text,
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type CandidateRecord = z.infer<typeof candidateRecord>;

export const companySubscription = z.object({
  id: z.number(),
  documentId: z.string().optional(),
  product_id: score,
  product_codice: text,
  data_sottoscrizione: text,
  data_scadenza: text,
  crediti_residui: score,
});
export type CompanySubscription = z.infer<typeof companySubscription>;

/** The company's own record (`api::hr-company.hr-company`; `alert_db_coperto_al`, `alert_np_dal` private). */
export const companyRecord = z.object({
  id: z.number(),
  documentId: z.string(),
  nome: z.string(),
  piva: text,
  cf: text,
  email: text,
  telefono: text,
  referente: text,
  funzione: text,
  indirizzo_legale: text,
  il_citta: text,
  il_provincia: text,
  il_cap: text,
  indirizzo_operativo: text,
  io_citta: text,
  io_provincia: text,
  io_cap: text,
  indirizzo_lavoro: text,
  lavoro_citta: text,
  lavoro_provincia: text,
  lavoro_cap: text,
  settore: text,
  codice_ateco: text,
  sdi: text,
  check_agenzia: flag,
  check_veridicita: flag,
  /** Non-empty: an employment agency. */
  aut_min: text,
  mansioni_preferite: z.unknown(),
  numero_addetti: text,
  punti_forza: z.unknown(),
  crediti: score,
  crediti_abbonamento: score,
  visite_azienda: score,
  /** Only in GET /api/me: the live subscriptions (no end date, or ending today or later), soonest end first. */
  abbonamenti: z.array(companySubscription).optional(),
  abbonamento_brand: flag,
  abbonamento_np: flag,
  abbonamento_jp: flag,
  filtri: text,
  filtri_profile: text,
  logo: storedMedia.nullable(),
  descrizione: text,
  sito_web_link: text,
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

/** GET /api/me: the caller; at most one of hr_user and hr_company (neither: no profile, the portal logs out). */
export const meResponse = z.object({
  id: z.number(),
  documentId: z.string(),
  email: z.string(),
  username: z.string(),
  confirmed: z.boolean(),
  hr_user: candidateRecord.nullable(),
  hr_company: companyRecord.nullable(),
  /** The caller's place in its company's team (issue 27); absent or null for a candidate. */
  team: z
    .object({ ruolo: z.enum(['titolare', 'membro']), nome: z.string(), puo_acquistare: z.boolean() })
    .nullable()
    .optional(),
});
export type MeResponse = z.infer<typeof meResponse>;

/** POST /api/me/logout: every session of the caller ends. */
export type LogoutResponse = z.infer<typeof okResponse>;

export const me = {
  find: endpoint()({ method: 'GET', path: '/me', access: 'user', schema: { answer: meResponse } }),
  logout: endpoint()({ method: 'POST', path: '/me/logout', access: 'user', schema: { answer: okResponse } }),
} satisfies Contract;
