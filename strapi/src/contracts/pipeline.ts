// The recruiter's pipeline's endpoints (issue 43; strapi/src/api/pipeline): stages, notes, job posts' pipelines, the
// export, the titolare's API keys and the ATS endpoint (docs/ats-api.md). Imported by
// app/features/pipeline/pipeline.server.ts as `#contracts/pipeline` (import type only) and through the typed client.
import { endpoint, type Contract } from './endpoint';
import type { Fase, FaseScelta } from '../catalog/pipeline';

/** One unlocked candidate as the company's team sees it: contacts included (the company bought them). */
export type PipelineCandidate = {
  /** The candidate's id (the cards' id). */
  id: number;
  documentId: string;
  nome: string;
  cognome: string;
  email: string | null;
  telefono: string | null;
  comune: string | null;
  provincia: string | null;
  /** The stage shown ("Non raggiungibile" follows the guarantee report). */
  fase: Fase;
  /** The stage the team last set. */
  fase_scelta: FaseScelta;
  /** When and by whom the stage was last set (null: never since the unlock). */
  fase_il: string | null;
  fase_da: string | null;
  annuncio: { documentId: string; posizione: string } | null;
  ultima_nota: PipelineNote | null;
  data_sblocco: string;
  sbloccato_da: string | null;
  /** The last change of the pipeline on this candidate (stage, job post, note), the list's order. */
  aggiornato_il: string;
};

export type PipelineNote = {
  id: number;
  testo: string;
  autore: string | null;
  scritta_il: string;
  modificata_il: string | null;
  /** Whether the caller may edit or delete it: its author, or the titolare. */
  modificabile: boolean;
};

export type PipelineListResponse = {
  data: PipelineCandidate[];
  meta: {
    pagination: { page: number; pageSize: number; pageCount: number; total: number };
    /** Who of the team unlocked something: the "sbloccato da" filter's choices. */
    squadra: Array<{ id: number; nome: string }>;
    /** The caller's account id ("I miei"). */
    io: number;
  };
};

export type PipelineCandidateResponse = { data: PipelineCandidate };
export type PipelineNotesResponse = { data: PipelineNote[] };
export type PipelineNoteResponse = { data: PipelineNote };

/** A job post's pipeline: its unlocked candidates by stage, and its interested candidates not unlocked yet. */
export type JobPostPipelineResponse = {
  data: {
    fasi: Array<{ fase: Fase; candidati: PipelineCandidate[] }>;
    /** Interested candidates the company has not unlocked: ids only (their cards are the interested list's). */
    da_sbloccare: number[];
  };
};

/** The number of candidates per stage of each of the company's job posts, by the post's documentId. */
export type JobPostStageCountsResponse = { data: Record<string, Partial<Record<Fase, number>>> };

export type ApiKeyView = {
  id: number;
  nome: string;
  /** The key's first characters, to tell keys apart (never the whole key). */
  inizio: string;
  creata_il: string;
  usata_il: string | null;
  revocata_il: string | null;
};

export type ApiKeysResponse = { data: ApiKeyView[] };
/** The answer of the creation: the only time the whole key is shown. */
export type ApiKeyCreatedResponse = { data: ApiKeyView & { chiave: string } };

/** The ATS endpoint's record (stable: fields are added, never renamed or removed within v1). */
export type AtsCandidate = {
  id: number;
  nome: string;
  cognome: string;
  email: string | null;
  telefono: string | null;
  comune: string | null;
  provincia: string | null;
  fase: Fase;
  annuncio: string | null;
  ultima_nota: string | null;
  data_sblocco: string;
  sbloccato_da: string | null;
  aggiornato_il: string;
};

export type AtsCandidatesResponse = {
  data: AtsCandidate[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
};

/**
 * What the company's money did (issue 43 item 6, /company-info): credits bought (purchases and activations) and
 * spent (unlocks) per month in Italy, the current month last; the unlocked candidates by the stage they show; the
 * logo's counted visits per week (Monday first) while a Brand Card is active, else null.
 */
export type CompanyStatsResponse = {
  data: {
    crediti: Array<{ mese: string; acquistati: number; spesi: number }>;
    fasi: Array<{ fase: Fase; sblocchi: number }>;
    visite_brand: Array<{ settimana: string; visite: number }> | null;
  };
};

/** PUT /api/pipeline/candidates/:id/fase. */
export type FaseRequest = { fase: string };
/** PUT /api/pipeline/candidates/:id/annuncio: a job post's documentId, or null to detach. */
export type AnnuncioRequest = { annuncio: string | null };
/** POST /api/pipeline/candidates/:id/notes and PUT /api/pipeline/notes/:id. */
export type NoteRequest = { testo: string };
/** POST /api/company-api-keys. */
export type ApiKeyRequest = { nome: string };

/** The list's filters and page as the URL carries them (catalog/pipeline.ts parseFiltri). */
export type PipelineQuery = {
  fase?: string;
  annuncio?: string;
  sbloccato_da?: string;
  page?: number;
  /** The candidates of a page of cards, comma-separated (at most 20). */
  ids?: string;
};

export const pipeline = {
  list: endpoint<{ query: PipelineQuery; answer: PipelineListResponse }>()({
    method: 'GET',
    path: '/pipeline',
    access: 'user',
  }),
  /** The CSV or XLSX file, streamed (not JSON: the app streams it through, strapiDownload). */
  exportFile: endpoint<{ query: PipelineQuery & { formato: 'csv' | 'xlsx' } }>()({
    method: 'GET',
    path: '/pipeline/export',
    access: 'user',
  }),
  counts: endpoint<{ answer: JobPostStageCountsResponse }>()({
    method: 'GET',
    path: '/pipeline/job-posts',
    access: 'user',
  }),
  jobPost: endpoint<{ answer: JobPostPipelineResponse }>()({
    method: 'GET',
    path: '/pipeline/job-posts/:id',
    access: 'user',
  }),
  candidate: endpoint<{ answer: PipelineCandidateResponse }>()({
    method: 'GET',
    path: '/pipeline/candidates/:id',
    access: 'user',
  }),
  setFase: endpoint<{ body: FaseRequest; answer: PipelineCandidateResponse }>()({
    method: 'PUT',
    path: '/pipeline/candidates/:id/fase',
    access: 'user',
  }),
  setAnnuncio: endpoint<{ body: AnnuncioRequest; answer: PipelineCandidateResponse }>()({
    method: 'PUT',
    path: '/pipeline/candidates/:id/annuncio',
    access: 'user',
  }),
  notes: endpoint<{ answer: PipelineNotesResponse }>()({
    method: 'GET',
    path: '/pipeline/candidates/:id/notes',
    access: 'user',
  }),
  addNote: endpoint<{ body: NoteRequest; answer: PipelineNoteResponse }>()({
    method: 'POST',
    path: '/pipeline/candidates/:id/notes',
    access: 'user',
  }),
  editNote: endpoint<{ body: NoteRequest; answer: PipelineNoteResponse }>()({
    method: 'PUT',
    path: '/pipeline/notes/:id',
    access: 'user',
  }),
  removeNote: endpoint<{ answer: { data: { deleted: true } } }>()({
    method: 'DELETE',
    path: '/pipeline/notes/:id',
    access: 'user',
  }),
  /** Every account of the company's team reads them (the ledger on the same page is theirs too). */
  stats: endpoint<{ answer: CompanyStatsResponse }>()({
    method: 'GET',
    path: '/company-stats',
    access: 'user',
  }),
  /** The titolare's API keys for an ATS (docs/ats-api.md). */
  keys: endpoint<{ answer: ApiKeysResponse }>()({ method: 'GET', path: '/company-api-keys', access: 'user' }),
  createKey: endpoint<{ body: ApiKeyRequest; answer: ApiKeyCreatedResponse }>()({
    method: 'POST',
    path: '/company-api-keys',
    access: 'user',
  }),
  revokeKey: endpoint<{ answer: { data: ApiKeyView } }>()({
    method: 'DELETE',
    path: '/company-api-keys/:id',
    access: 'user',
  }),
  /** The ATS endpoint: its API key in a header is the credential (docs/ats-api.md); the app never calls it. */
  ats: endpoint<{ query: PipelineQuery; answer: AtsCandidatesResponse }>()({
    method: 'GET',
    path: '/ats/v1/candidati',
    access: 'public',
  }),
} satisfies Contract;
