// Strapi calls of the candidate's own area. Strapi checks the role and works only on the caller's hr_user; these
// functions shape what the pages need and turn Strapi's answers into results the routes can show.
import { pictureError } from '#app/lib/picture.ts';
import type { ActiveCompany, OwnDataExport } from '#contracts/candidate.ts';
import type { ActivityResponse } from '#contracts/candidate-mails.ts';
import type { BoardJobPost, JobBoardDistance } from '#contracts/job-posts.ts';
import { distanceRadiusInvalid, parseFilters, type DistanzaKm } from '#catalog/common.ts';
import { pictureUpload, search } from '#app/texts/index.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { softly } from '#app/server/strapi.server.ts';

export type { ActiveCompany };
export type JobPost = BoardJobPost;

/** Companies with a logo for the strip; an empty list when Strapi cannot answer (the strip is secondary). */
export async function fetchActiveCompanies(request: Request): Promise<ActiveCompany[]> {
  const result = await softly(() => strapi.candidate.activeCompanies(request));
  if (!result?.ok) return [];
  return result.data.data ?? [];
}

/**
 * The companies that unlocked the candidate's contacts (issue 41, GDPR art. 15), newest first; null when Strapi
 * could not answer (the page says nothing rather than "nobody").
 */
export async function fetchUnlockedBy(
  request: Request,
): Promise<Array<{ azienda: string; data: string }> | null> {
  const result = await softly(() => strapi.privacy.unlockedBy(request));
  return result?.ok ? result.data.data.aziende : null;
}

/** Counts one visit of the company; the website to open, or null (unknown company, no website). */
export async function countCompanyVisit(request: Request, documentId: string): Promise<string | null> {
  const result = await strapi.candidate.visitCompany(request, { params: { id: documentId } });
  return result.ok ? result.data.data.sito_web_link : null;
}

/**
 * The board's `distanza` (of the URL or of a form) as the search's parser reads it: a radius of DISTANZE_KM or 0,
 * and the search's message when a radius outside the list was dropped. Here, server-side, so that the page's
 * JavaScript does not carry the filter parser and the lists it imports.
 */
export function boardRadius(source: URLSearchParams | FormData) {
  const raw = String(source.get('distanza') ?? '');
  return {
    km: parseFilters({ distanza: raw }).distanza,
    error: distanceRadiusInvalid({ distanza: raw }) ? search.distanzaRaggioInvalid : null,
  };
}

export type JobBoardPage = { posts: JobPost[]; page: number; hasNext: boolean; distanza: JobBoardDistance };

/**
 * One page of the job board (20 posts), with `distanza` only the posts within that many km of the candidate's own
 * comune (Strapi reads it from the profile); null when it could not be loaded.
 */
export async function fetchJobPosts(
  request: Request,
  page = 1,
  distanza: DistanzaKm | 0 = 0,
): Promise<JobBoardPage | null> {
  const result = await softly(() =>
    strapi.board.list(request, { query: { page, distanza: distanza || undefined }, json: {} }),
  );
  if (!result?.ok) return null;
  const meta = result.data.meta;
  return {
    posts: result.data.data,
    page,
    hasNext: meta?.pagination?.hasNext === true,
    distanza: meta?.distanza ?? { casa: null, km: 0 },
  };
}

/**
 * 'Mi interessa' on a post: `gone` when Strapi no longer shows it to the candidate (archived, hidden or removed while
 * the board was open: issue 39 item 8), `failed` for anything else.
 */
export async function markInterest(request: Request, documentId: string): Promise<'ok' | 'gone' | 'failed'> {
  const result = await softly(() => strapi.board.interest(request, { params: { id: documentId } }));
  if (result?.ok) return 'ok';
  return result?.status === 404 && result.error.code === 'job_post_missing' ? 'gone' : 'failed';
}

/** Uploads the candidate's picture; null on success, else the Italian message to show. */
export async function uploadPicture(request: Request, file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const invalid = pictureError(file.size, head);
  if (invalid) return invalid;
  const body = new FormData();
  body.set('files', file, file.name || 'foto');
  const result = await softly(() => strapi.candidate.picture(request, { body, timeoutMs: 30_000 }));
  if (!result) return pictureUpload.failed;
  if (result.ok) return null;
  if (result.status === 413 || result.error.code === 'picture_too_large') return pictureUpload.tooLarge;
  return result.error.code === 'picture_not_image' ? pictureUpload.notImage : pictureUpload.failed;
}

/** The caller's own data as Strapi exports it. */
export async function fetchOwnData(request: Request): Promise<OwnDataExport> {
  const result = await strapi.candidate.exportData(request);
  if (!result.ok) throw new Response(result.error.message, { status: result.status });
  return result.data.data;
}

/** Confirms the profile behind a freshness token (no login needed: the token is the credential). */
export async function confirmFreshness(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const result = await strapi.candidate.freshness({ params: { token } });
  return result.ok;
}

/**
 * What companies did with the profile in the last weeks, what helps and what is missing (issue 42 items 2 and 4,
 * api/avviso-candidato/services/activity.ts); null when Strapi could not answer (the panels are secondary).
 */
export async function fetchActivity(request: Request): Promise<ActivityResponse['data'] | null> {
  const result = await softly(() => strapi.candidateMails.activity(request));
  return result?.ok ? result.data.data : null;
}
