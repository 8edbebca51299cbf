// The company's job posts through Strapi's /api/annuncis (issue 10). Strapi scopes every call to the caller's
// company (another company's post is a 404) and refuses agencies; these functions shape the answers for the pages.
import type { JobPostField } from '#catalog/job-post-rules';
import type {
  CompanyJobPost,
  CompanyJobPostResponse,
  CompanyJobPostsResponse,
  CreateJobPostRequest,
  InterestedResponse,
  UpdateJobPostRequest,
} from '#contracts/job-posts';
import type { CandidateCard } from '#contracts/human-resources';
import type { HrCompany } from '~/lib/types';
import { authedFetch, requireNonAgencyCompany } from '~/server/auth.server';
import type { StrapiResult } from '~/server/strapi.server';

export type { CompanyJobPost };

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
  const result = await authedFetch<CompanyJobPostsResponse>(request, '/api/annuncis', {
    serverErrors: 'return',
  });
  return result.ok ? result.data.data : null;
}

/** One own post, or null (unknown, or another company's: Strapi answers 404 for both). */
export async function getJobPost(request: Request, id: string): Promise<CompanyJobPost | null> {
  if (!isJobPostId(id)) return null;
  const result = await authedFetch<CompanyJobPostResponse>(request, `/api/annuncis/${id}`);
  return result.ok ? result.data.data : null;
}

export async function interestedCandidates(request: Request, id: string): Promise<CandidateCard[]> {
  const result = await authedFetch<InterestedResponse>(request, `/api/annuncis/${id}/interessati`);
  return result.ok ? result.data.data : [];
}

/** POST /api/annuncis as the spec sends it; a Strapi failure comes back as a result (the page shows 'Errore'). */
export function createJobPost(
  request: Request,
  values: Partial<Record<JobPostField, string>>,
): Promise<StrapiResult<CompanyJobPostResponse>> {
  return authedFetch<CompanyJobPostResponse>(request, '/api/annuncis', {
    method: 'POST',
    json: { data: values } satisfies CreateJobPostRequest,
    serverErrors: 'return',
  });
}

/** PUT /api/annuncis/:id with fields, `visibile` or `archiviato`. */
export function updateJobPost(
  request: Request,
  id: string,
  data: UpdateJobPostRequest['data'],
): Promise<StrapiResult<CompanyJobPostResponse>> {
  return authedFetch<CompanyJobPostResponse>(request, `/api/annuncis/${id}`, {
    method: 'PUT',
    json: { data } satisfies UpdateJobPostRequest,
    serverErrors: 'return',
  });
}
