// The company's job posts through Strapi's /api/annuncis (issue 10). Strapi scopes every call to the caller's
// company (another company's post is a 404) and refuses agencies; these functions shape the answers for the pages.
import type { JobPostField } from '#catalog/job-post-rules.ts';
import type { CompanyJobPost, CompanyJobPostResponse, UpdateJobPostRequest } from '#contracts/job-posts.ts';
import type { CandidateCard } from '#contracts/human-resources.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { requireNonAgencyCompany } from '#app/server/auth.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import type { StrapiResult } from '#app/server/strapi.server.ts';

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
  const result = await strapi.jobPosts.list(request, { serverErrors: 'return' });
  return result.ok ? result.data.data : null;
}

/** One own post, or null (unknown, or another company's: Strapi answers 404 for both). */
export async function getJobPost(request: Request, id: string): Promise<CompanyJobPost | null> {
  if (!isJobPostId(id)) return null;
  const result = await strapi.jobPosts.findOwn(request, { params: { id } });
  return result.ok ? result.data.data : null;
}

export async function interestedCandidates(request: Request, id: string): Promise<CandidateCard[]> {
  const result = await strapi.jobPosts.interested(request, { params: { id } });
  return result.ok ? result.data.data : [];
}

/** The post as the spec sends it; a Strapi failure comes back as a result (the page shows 'Errore'). */
export function createJobPost(
  request: Request,
  values: Partial<Record<JobPostField, string>>,
): Promise<StrapiResult<CompanyJobPostResponse>> {
  return strapi.jobPosts.create(request, { json: { data: values }, serverErrors: 'return' });
}

/** An own post's fields, `visibile` or `archiviato`. */
export function updateJobPost(
  request: Request,
  id: string,
  data: UpdateJobPostRequest['data'],
): Promise<StrapiResult<CompanyJobPostResponse>> {
  return strapi.jobPosts.update(request, { params: { id }, json: { data }, serverErrors: 'return' });
}
