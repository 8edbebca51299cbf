// The company's job posts through Strapi's /api/annuncis (issue 10). Strapi scopes every call to the caller's
// company (another company's post is a 404) and refuses agencies; these functions shape the answers for the pages.
import type { JobPostField } from '#catalog/job-post-rules';
import type { HrCompany } from '~/lib/types';
import { authedFetch, requireNonAgencyCompany } from '~/server/auth.server';
import type { CandidateCard } from '~/features/search/human-resources.server';
import type { StrapiResult } from '~/server/strapi.server';

export type CompanyJobPost = { [field in Exclude<JobPostField, 'posizione'>]: string | null } & {
  posizione: string;
  id: number;
  documentId: string;
  createdAt: string;
  visibile: boolean;
  archiviato: boolean;
  interessati: number;
};

const DOCUMENT_ID = /^[A-Za-z0-9]{10,40}$/;
export const isJobPostId = (id: unknown): id is string => typeof id === 'string' && DOCUMENT_ID.test(id);

/**
 * The guard of the job-post pages: companies only, and no agencies (they have no job posts: decisions.md);
 * `jp` tells whether 'Promuovi ricerca' is live, i.e. whether new posts may be published.
 */
export async function requireJobPostCompany(request: Request) {
  const user = await requireNonAgencyCompany(request);
  const company = user.hr_company as HrCompany;
  return { user, jp: company.abbonamento_jp === true };
}

/** The company's posts, newest first; null when they could not be loaded (the page says so). */
export async function listJobPosts(request: Request): Promise<CompanyJobPost[] | null> {
  const result = await authedFetch<{ data: CompanyJobPost[] }>(request, '/api/annuncis', {
    serverErrors: 'return',
  });
  return result.ok ? result.data.data : null;
}

/** One own post, or null (unknown, or another company's: Strapi answers 404 for both). */
export async function getJobPost(request: Request, id: string): Promise<CompanyJobPost | null> {
  if (!isJobPostId(id)) return null;
  const result = await authedFetch<{ data: CompanyJobPost }>(request, `/api/annuncis/${id}`);
  return result.ok ? result.data.data : null;
}

export async function interestedCandidates(request: Request, id: string): Promise<CandidateCard[]> {
  const result = await authedFetch<{ data: CandidateCard[] }>(request, `/api/annuncis/${id}/interessati`);
  return result.ok ? result.data.data : [];
}

/** POST /api/annuncis as the spec sends it; a Strapi failure comes back as a result (the page shows 'Errore'). */
export function createJobPost(
  request: Request,
  values: Partial<Record<JobPostField, string>>,
): Promise<StrapiResult<{ data: CompanyJobPost }>> {
  return authedFetch(request, '/api/annuncis', {
    method: 'POST',
    json: { data: values },
    serverErrors: 'return',
  });
}

/** PUT /api/annuncis/:id with fields, `visibile` or `archiviato`. */
export function updateJobPost(
  request: Request,
  id: string,
  data: Record<string, unknown>,
): Promise<StrapiResult<{ data: CompanyJobPost }>> {
  return authedFetch(request, `/api/annuncis/${id}`, {
    method: 'PUT',
    json: { data },
    serverErrors: 'return',
  });
}
