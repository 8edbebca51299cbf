// The contract of the job posts (routes of strapi/src/api/annunci/, issue 10): the company's own posts
// (/api/annuncis) and the candidates' board (/api/user/annuncis). Pure types (see invoice.ts).
import { endpoint, type Contract, type EmptyBody } from './endpoint';
import type { DistanzaKm } from '../catalog/distance';
import type { JobPostField } from '../catalog/job-post-rules';
import type { NextPagination } from './common';
import type { CandidateCard } from './human-resources';

/** A post as its company reads it: never the interested candidates' ids, only their number. */
export type CompanyJobPost = { [field in Exclude<JobPostField, 'posizione'>]: string | null } & {
  posizione: string;
  id: number;
  documentId: string;
  createdAt: string;
  visibile: boolean;
  archiviato: boolean;
  interessati: number;
  /** Who of the company's team wrote it (issue 27); null in a team of one. */
  autore: string | null;
};

/** GET /api/annuncis: the caller's posts, newest first. */
export type CompanyJobPostsResponse = { data: CompanyJobPost[] };
/** GET /api/annuncis/:id, and the answer of POST /api/annuncis and PUT /api/annuncis/:id. */
export type CompanyJobPostResponse = { data: CompanyJobPost };
/** POST /api/annuncis: the post's fields (the company is the caller's). */
export type CreateJobPostRequest = { data: Partial<Record<JobPostField, string>> };
/** PUT /api/annuncis/:id: fields, `visibile`, or `archiviato` (irreversible). */
export type UpdateJobPostRequest = {
  data: Partial<Record<JobPostField, string>> & { visibile?: boolean; archiviato?: boolean };
};
/** GET /api/annuncis/:id/interessati: the search's cards, minus the candidates who blacklisted the company. */
export type InterestedResponse = { data: CandidateCard[] };

/** A post of the candidates' board. */
export type BoardJobPost = {
  id: number;
  documentId: string;
  posizione: string;
  createdAt: string;
  hr_company: { nome: string } | null;
  settori: Array<{ value: string }>;
  titoloStudio: string | null;
  esperienza: string | null;
  qualifica: string | null;
  tipoContratto: string | null;
  residenza: string | null;
  ral: string | null;
  benefits: string | null;
  /** The caller marked 'Mi interessa'. */
  interessato: boolean;
  /**
   * Kilometres from the caller's own comune to the post's (catalog jobPostPoint: its company's work place when in
   * the post's province), rounded; null when either does not resolve (issue 25 item 5).
   */
  distanza: number | null;
};

/** The board's distance filter as Strapi applied it (issue 25 item 5). */
export type JobBoardDistance = {
  /** The caller's own comune (profile `citta` + `provincia`) when it is an ISTAT comune; null: no distance at all. */
  casa: string | null;
  /** The radius applied: 0 when none was asked, it is not one of DISTANZE_KM, or `casa` is null. */
  km: DistanzaKm | 0;
};

/**
 * POST /api/user/annuncis?page=&distanza= (any body ignored): one page of the board, with `distanza` (one of
 * DISTANZE_KM, else ignored) only the posts within that many km of the caller's own comune.
 */
export type JobBoardResponse = {
  data: BoardJobPost[];
  meta: { pagination: NextPagination; distanza: JobBoardDistance };
};
/** GET /api/user/annuncis/:id, and POST /api/user/annuncis/:id/interesse (idempotent). */
export type BoardJobPostResponse = { data: BoardJobPost };

/** The company's own job posts. */
export const jobPosts = {
  list: endpoint<{ answer: CompanyJobPostsResponse }>()({ method: 'GET', path: '/annuncis', access: 'user' }),
  create: endpoint<{ body: CreateJobPostRequest; answer: CompanyJobPostResponse }>()({
    method: 'POST',
    path: '/annuncis',
    access: 'user',
  }),
  findOwn: endpoint<{ answer: CompanyJobPostResponse }>()({
    method: 'GET',
    path: '/annuncis/:id',
    access: 'user',
  }),
  update: endpoint<{ body: UpdateJobPostRequest; answer: CompanyJobPostResponse }>()({
    method: 'PUT',
    path: '/annuncis/:id',
    access: 'user',
  }),
  interested: endpoint<{ answer: InterestedResponse }>()({
    method: 'GET',
    path: '/annuncis/:id/interessati',
    access: 'user',
  }),
} satisfies Contract;

/** The candidates' job board. */
export const board = {
  list: endpoint<{
    body: EmptyBody;
    query: { page?: number; distanza?: number };
    answer: JobBoardResponse;
  }>()({
    method: 'POST',
    path: '/user/annuncis',
    access: 'user',
  }),
  findOne: endpoint<{ answer: BoardJobPostResponse }>()({
    method: 'GET',
    path: '/user/annuncis/:id',
    access: 'user',
  }),
  interest: endpoint<{ answer: BoardJobPostResponse }>()({
    method: 'POST',
    path: '/user/annuncis/:id/interesse',
    access: 'user',
  }),
} satisfies Contract;
