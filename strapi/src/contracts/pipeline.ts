// The recruiter's pipeline (issue 43): the answers of /api/pipeline/*, /api/company-api-keys and the ATS endpoint
// /api/ats/v1/candidati (docs/ats-api.md). Types only.
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
