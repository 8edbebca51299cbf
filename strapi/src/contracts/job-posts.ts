// The contract of the job posts (routes of strapi/src/api/annunci/, issue 10): the company's own posts
// (/api/annuncis) and the candidates' board (/api/user/annuncis). Schemas and their types (see invoice.ts).
import { z } from 'zod/v4';
import { emptyBody, endpoint, type Contract } from './endpoint';
import { DISTANZE_KM } from '../catalog/distance';
import { JOB_POST_FIELDS } from '../catalog/job-post-rules';
import { nextPagination, objectOf } from './common';
import { candidateCard } from './human-resources';

/** A post's fields as its company wrote them (the catalog lists them). */
const jobPostFields = objectOf(JOB_POST_FIELDS, z.string().nullable());

/** A post as its company reads it: never the interested candidates' ids, only their number. */
export const companyJobPost = jobPostFields.extend({
  posizione: z.string(),
  id: z.number(),
  documentId: z.string(),
  createdAt: z.string(),
  visibile: z.boolean(),
  archiviato: z.boolean(),
  interessati: z.number(),
  /** Who of the company's team wrote it (issue 27); null in a team of one. */
  autore: z.string().nullable(),
});
export type CompanyJobPost = z.infer<typeof companyJobPost>;

/** GET /api/annuncis: the caller's posts, newest first. */
export const companyJobPostsResponse = z.object({ data: z.array(companyJobPost) });
export type CompanyJobPostsResponse = z.infer<typeof companyJobPostsResponse>;
/** GET /api/annuncis/:id, and the answer of POST /api/annuncis and PUT /api/annuncis/:id. */
export const companyJobPostResponse = z.object({ data: companyJobPost });
export type CompanyJobPostResponse = z.infer<typeof companyJobPostResponse>;
/** The fields a company sends (validated by Strapi with the catalog's rules, not here). */
const writtenFields = objectOf(JOB_POST_FIELDS, z.string()).partial();
/** POST /api/annuncis: the post's fields (the company is the caller's). */
export const createJobPostRequest = z.object({ data: writtenFields });
export type CreateJobPostRequest = z.infer<typeof createJobPostRequest>;
/** PUT /api/annuncis/:id: fields, `visibile`, or `archiviato` (irreversible). */
export const updateJobPostRequest = z.object({
  data: writtenFields.extend({ visibile: z.boolean().optional(), archiviato: z.boolean().optional() }),
});
export type UpdateJobPostRequest = z.infer<typeof updateJobPostRequest>;
/** GET /api/annuncis/:id/interessati: the search's cards, minus the candidates who blacklisted the company. */
export const interestedResponse = z.object({ data: z.array(candidateCard) });
export type InterestedResponse = z.infer<typeof interestedResponse>;

/** A post of the candidates' board. */
export const boardJobPost = z.object({
  id: z.number(),
  documentId: z.string(),
  posizione: z.string(),
  createdAt: z.string(),
  hr_company: z.object({ nome: z.string() }).nullable(),
  settori: z.array(z.object({ value: z.string() })),
  titoloStudio: z.string().nullable(),
  esperienza: z.string().nullable(),
  qualifica: z.string().nullable(),
  tipoContratto: z.string().nullable(),
  residenza: z.string().nullable(),
  ral: z.string().nullable(),
  benefits: z.string().nullable(),
  /** The caller marked 'Mi interessa'. */
  interessato: z.boolean(),
  /**
   * Kilometres from the caller's own comune to the post's (catalog jobPostPoint: its company's work place), rounded;
   * null when either does not resolve (issue 25 item 5, issue 39 item 8).
   */
  distanza: z.number().nullable(),
});
export type BoardJobPost = z.infer<typeof boardJobPost>;

/** The board's distance filter as Strapi applied it (issue 25 item 5). */
export const jobBoardDistance = z.object({
  /** The caller's own comune (profile `citta` + `provincia`) when it is an ISTAT comune; null: no distance at all. */
  casa: z.string().nullable(),
  /** The radius applied: 0 when none was asked, it is not one of DISTANZE_KM, or `casa` is null. */
  km: z.union([z.literal(0), z.literal(DISTANZE_KM)]),
});
export type JobBoardDistance = z.infer<typeof jobBoardDistance>;

/**
 * POST /api/user/annuncis?page=&distanza= (any body ignored): one page of the board, with `distanza` (one of
 * DISTANZE_KM, else ignored) only the posts within that many km of the caller's own comune.
 */
export const jobBoardResponse = z.object({
  data: z.array(boardJobPost),
  meta: z.object({ pagination: nextPagination, distanza: jobBoardDistance }),
});
export type JobBoardResponse = z.infer<typeof jobBoardResponse>;
/** GET /api/user/annuncis/:id, and POST /api/user/annuncis/:id/interesse (idempotent). */
export const boardJobPostResponse = z.object({ data: boardJobPost });
export type BoardJobPostResponse = z.infer<typeof boardJobPostResponse>;

/** The company's own job posts. */
export const jobPosts = {
  list: endpoint()({
    method: 'GET',
    path: '/annuncis',
    access: 'user',
    schema: { answer: companyJobPostsResponse },
  }),
  create: endpoint()({
    method: 'POST',
    path: '/annuncis',
    access: 'user',
    schema: { body: createJobPostRequest, answer: companyJobPostResponse },
  }),
  findOwn: endpoint()({
    method: 'GET',
    path: '/annuncis/:id',
    access: 'user',
    schema: { answer: companyJobPostResponse },
  }),
  update: endpoint()({
    method: 'PUT',
    path: '/annuncis/:id',
    access: 'user',
    schema: { body: updateJobPostRequest, answer: companyJobPostResponse },
  }),
  interested: endpoint()({
    method: 'GET',
    path: '/annuncis/:id/interessati',
    access: 'user',
    schema: { answer: interestedResponse },
  }),
} satisfies Contract;

/** The candidates' job board. */
export const board = {
  list: endpoint<{ query: { page?: number; distanza?: number } }>()({
    method: 'POST',
    path: '/user/annuncis',
    access: 'user',
    schema: { body: emptyBody, answer: jobBoardResponse },
  }),
  findOne: endpoint()({
    method: 'GET',
    path: '/user/annuncis/:id',
    access: 'user',
    schema: { answer: boardJobPostResponse },
  }),
  interest: endpoint()({
    method: 'POST',
    path: '/user/annuncis/:id/interesse',
    access: 'user',
    schema: { answer: boardJobPostResponse },
  }),
} satisfies Contract;
