// The contract of the current user (routes of strapi/src/api/me/): GET /api/me, with the caller's candidate or
// company record as the sanitized content type (private attributes never leave Strapi), and POST /api/me/logout.
// Pure types (see invoice.ts). Fields follow the schema.json of hr-user and hr-company: a changed attribute is
// changed here too.
import { endpoint, type Contract } from './endpoint';
import type { LookupEntry, OkResponse, StoredMedia } from './common';

type Text = string | null;
type Flag = boolean | null;
type Score = number | null;

/** The candidate's own record (`api::hr-user.hr-user`, `aggiornamento_token` private). */
export type CandidateRecord = {
  id: number;
  documentId: string;
  nome: string;
  cognome: string;
  nascita: Text;
  email: Text;
  telefono: Text;
  indirizzo: Text;
  cittadinanza: Text;
  provincia: Text;
  citta: Text;
  cap: Text;
  conoscenza_italiano: Flag;
  categorie_protette: Flag;
  incentivi_assunzione: Flag;
  disponibilita_colloquio: Flag;
  conferma_veridicita: Flag;
  patente_bool: Flag;
  patente_text: Text;
  automunito_bool: Flag;
  mobilita: Text;
  trasferta: Text;
  occupazione: Text;
  esperienza: Text;
  qualifica_professionale_enum: Text;
  qualifica_professionale_text: Text;
  perito_enum: Text;
  perito_text: Text;
  tipo_laurea: Text;
  ingegnere_enum: Text;
  ingegnere_text: Text;
  specializzazione_bool: Flag;
  specializzazione_text: Text;
  certificazione_bool: Flag;
  certificazione_text: Text;
  /** Sorted by value, 'Altro' last. */
  conoscenze_informatiche: LookupEntry[];
  conoscenze_informatiche_text: Text;
  lingue: unknown;
  /** Sorted by value, 'Altro' last. */
  aree_di_competenza: LookupEntry[];
  qualifica: Text;
  scheda_tecnica: unknown;
  welfare: Score;
  sicurezza: Score;
  clima_aziendale: Score;
  sviluppo_carriera: Score;
  sistema_premiante: Score;
  formazione_continua: Score;
  brand_reputation: Score;
  trattabile: Flag;
  mansioni_diverse: Flag;
  /** Sorted by value, 'Altro' last. */
  mansioni_preferite: LookupEntry[];
  ral_desiderata: Text;
  benefits: Text;
  tipo_contratto: unknown;
  orari: unknown;
  blacklisted_pivas: unknown;
  picture: StoredMedia | null;
  visite_profilo: Score;
  visite_profilo_esteso: Score;
  ultima_modifica: Text;
  aggiornamento_inviato_il: Text;
  createdAt?: string;
  updatedAt?: string;
};

/** The company's own record (`api::hr-company.hr-company`; `alert_db_coperto_al`, `alert_np_dal` private). */
export type CompanyRecord = {
  id: number;
  documentId: string;
  nome: string;
  piva: Text;
  cf: Text;
  email: Text;
  telefono: Text;
  referente: Text;
  funzione: Text;
  indirizzo_legale: Text;
  il_citta: Text;
  il_provincia: Text;
  il_cap: Text;
  indirizzo_operativo: Text;
  io_citta: Text;
  io_provincia: Text;
  io_cap: Text;
  indirizzo_lavoro: Text;
  lavoro_citta: Text;
  lavoro_provincia: Text;
  lavoro_cap: Text;
  settore: Text;
  codice_ateco: Text;
  sdi: Text;
  check_agenzia: Flag;
  check_veridicita: Flag;
  /** Non-empty: an employment agency. */
  aut_min: Text;
  mansioni_preferite: unknown;
  numero_addetti: Text;
  punti_forza: unknown;
  crediti: Score;
  crediti_abbonamento: Score;
  visite_azienda: Score;
  /** Only in GET /api/me: the live subscriptions (no end date, or ending today or later), soonest end first. */
  abbonamenti?: CompanySubscription[];
  abbonamento_brand: Flag;
  abbonamento_np: Flag;
  abbonamento_jp: Flag;
  filtri: Text;
  filtri_profile: Text;
  logo: StoredMedia | null;
  descrizione: Text;
  sito_web_link: Text;
  createdAt?: string;
  updatedAt?: string;
};

export type CompanySubscription = {
  id: number;
  documentId?: string;
  product_id: Score;
  product_codice: Text;
  data_sottoscrizione: Text;
  data_scadenza: Text;
  crediti_residui: Score;
};

/** GET /api/me: the caller; at most one of hr_user and hr_company (neither: no profile, the portal logs out). */
export type MeResponse = {
  id: number;
  documentId: string;
  email: string;
  username: string;
  confirmed: boolean;
  hr_user: CandidateRecord | null;
  hr_company: CompanyRecord | null;
  /** The caller's place in its company's team (issue 27); absent or null for a candidate. */
  team?: { ruolo: 'titolare' | 'membro'; nome: string; puo_acquistare: boolean } | null;
};

/** POST /api/me/logout: every session of the caller ends. */
export type LogoutResponse = OkResponse;

export const me = {
  find: endpoint<{ answer: MeResponse }>()({ method: 'GET', path: '/me', access: 'user' }),
  logout: endpoint<{ answer: LogoutResponse }>()({ method: 'POST', path: '/me/logout', access: 'user' }),
} satisfies Contract;
