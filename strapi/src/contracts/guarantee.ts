// The credit guarantee's endpoints (issue 26; strapi/src/api/guarantee-report). Pure types, imported by
// app/features/guarantee/guarantee.server.ts as `#contracts/guarantee` (import type only).
import { endpoint, type Contract, type EmptyBody } from './endpoint';
import type { GaranziaStato, GaranziaTentativo } from '../catalog/guarantee-rules';

/** What a company sees of its report (never the candidate's token). */
export type ReportView = {
  id: number;
  stato: GaranziaStato;
  tentativo: GaranziaTentativo;
  primo_tentativo: string;
  segnalata_il: string;
  /** When an open report gives the credit back. */
  rimborso_il: string;
  chiusa_il: string | null;
};

/** GET /api/guarantee-reports/candidate/:id: the report of the caller's unlock, and whether one may be made now. */
export type ReportState = {
  report: ReportView | null;
  data_sblocco: string;
  giorno_sblocco: string;
  oggi: string;
  segnalabile: boolean;
  motivo: string | null;
};
export type ReportStateResponse = { data: ReportState };

/** GET /api/guarantee-reports: the caller company's reports, newest first, by candidate id. */
export type ReportListResponse = { data: Array<ReportView & { candidato: number }> };

/** POST /api/guarantee-reports/candidate/:id. */
export type ReportRequest = { tentativo: string; primo_tentativo: string };
/** `limite`: the abuse limit that sent the report to an operator ('da_verificare'), else null. */
export type ReportResponse = {
  data: { report: ReportView; limite: string | null; messaggio: string | null };
};

/** GET /api/guarantee/me: the candidate's notice (a company could not reach them; never which one). */
export type CandidateNoticeResponse = {
  data: { non_raggiungibile: boolean; contatti_da_verificare: boolean; dal: string | null };
};

export const guarantee = {
  list: endpoint<{ answer: ReportListResponse }>()({
    method: 'GET',
    path: '/guarantee-reports',
    access: 'user',
  }),
  state: endpoint<{ answer: ReportStateResponse }>()({
    method: 'GET',
    path: '/guarantee-reports/candidate/:id',
    access: 'user',
  }),
  report: endpoint<{ body: ReportRequest; answer: ReportResponse }>()({
    method: 'POST',
    path: '/guarantee-reports/candidate/:id',
    access: 'user',
  }),
  mine: endpoint<{ answer: CandidateNoticeResponse }>()({
    method: 'GET',
    path: '/guarantee/me',
    access: 'user',
  }),
  confirmOwn: endpoint<{ body: EmptyBody }>()({
    method: 'POST',
    path: '/guarantee/me/confirm',
    access: 'user',
  }),
  /** The candidate's link (no login: the token is the credential). */
  confirm: endpoint()({ method: 'PATCH', path: '/guarantee/confirm/:token', access: 'public' }),
} satisfies Contract;
