// The credit guarantee's endpoints (issue 26; strapi/src/api/guarantee-report). Schemas and their types, imported by
// app/features/guarantee/guarantee.server.ts as `#contracts/guarantee`.
import { z } from 'zod/v4';
import { emptyBody, endpoint, type Contract } from './endpoint';
import { GARANZIA_STATI, GARANZIA_TENTATIVI } from '../catalog/guarantee-rules';

/** What a company sees of its report (never the candidate's token). */
export const reportView = z.object({
  /** The report's documentId (opaque: row ids would count every company's reports). */
  id: z.string(),
  stato: z.enum(GARANZIA_STATI),
  tentativo: z.enum(GARANZIA_TENTATIVI),
  primo_tentativo: z.string(),
  segnalata_il: z.string(),
  /** When an open report gives the credit back. */
  rimborso_il: z.string(),
  chiusa_il: z.string().nullable(),
});
export type ReportView = z.infer<typeof reportView>;

/** GET /api/guarantee-reports/candidate/:id: the report of the caller's unlock, and whether one may be made now. */
export const reportState = z.object({
  report: reportView.nullable(),
  data_sblocco: z.string(),
  giorno_sblocco: z.string(),
  oggi: z.string(),
  segnalabile: z.boolean(),
  motivo: z.string().nullable(),
  /**
   * When a report made now would go to the staff (an abuse limit reached, issue 39 item 3): which limit, and the
   * form's notice with the company's numbers and the limits. null otherwise, and when no report may be made.
   */
  limite: z.object({ codice: z.enum(['limite_mese', 'limite_quota']), avviso: z.string() }).nullable(),
});
export type ReportState = z.infer<typeof reportState>;
export const reportStateResponse = z.object({ data: reportState });
export type ReportStateResponse = z.infer<typeof reportStateResponse>;

/** GET /api/guarantee-reports: the caller company's reports, newest first, by candidate id. */
export const reportListResponse = z.object({ data: z.array(reportView.extend({ candidato: z.number() })) });
export type ReportListResponse = z.infer<typeof reportListResponse>;

/** POST /api/guarantee-reports/candidate/:id. */
export const reportRequest = z.object({ tentativo: z.string(), primo_tentativo: z.string() });
export type ReportRequest = z.infer<typeof reportRequest>;
/** `limite`: the abuse limit that sent the report to an operator ('da_verificare'), else null. */
export const reportResponse = z.object({
  data: z.object({
    report: reportView,
    limite: z.enum(['limite_mese', 'limite_quota']).nullable(),
    messaggio: z.string().nullable(),
  }),
});
export type ReportResponse = z.infer<typeof reportResponse>;

/** GET /api/guarantee/me: the candidate's notice (a company could not reach them; never which one). */
export const candidateNoticeResponse = z.object({
  data: z.object({
    non_raggiungibile: z.boolean(),
    contatti_da_verificare: z.boolean(),
    dal: z.string().nullable(),
  }),
});
export type CandidateNoticeResponse = z.infer<typeof candidateNoticeResponse>;

/** POST /api/guarantee/me/confirm: how many open reports on the caller candidate the confirmation closed. */
export const confirmOwnResponse = z.object({ data: z.object({ closed: z.number() }) });
export type ConfirmOwnResponse = z.infer<typeof confirmOwnResponse>;
/** PATCH /api/guarantee/confirm/:token; 404 `link_expired` for an unknown or used token. */
export const confirmResponse = z.object({ data: z.object({ confirmed: z.literal(true) }) });
export type ConfirmResponse = z.infer<typeof confirmResponse>;

export const guarantee = {
  list: endpoint()({
    method: 'GET',
    path: '/guarantee-reports',
    access: 'user',
    schema: { answer: reportListResponse },
  }),
  state: endpoint()({
    method: 'GET',
    path: '/guarantee-reports/candidate/:id',
    access: 'user',
    schema: { answer: reportStateResponse },
  }),
  report: endpoint()({
    method: 'POST',
    path: '/guarantee-reports/candidate/:id',
    access: 'user',
    schema: { body: reportRequest, answer: reportResponse },
  }),
  mine: endpoint()({
    method: 'GET',
    path: '/guarantee/me',
    access: 'user',
    schema: { answer: candidateNoticeResponse },
  }),
  confirmOwn: endpoint()({
    method: 'POST',
    path: '/guarantee/me/confirm',
    access: 'user',
    schema: { body: emptyBody, answer: confirmOwnResponse },
  }),
  /** The candidate's link (no login: the token is the credential). */
  confirm: endpoint()({
    method: 'PATCH',
    path: '/guarantee/confirm/:token',
    access: 'public',
    schema: { answer: confirmResponse },
  }),
} satisfies Contract;
