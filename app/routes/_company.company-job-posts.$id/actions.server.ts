// The intents of /company-job-posts/{id}'s own forms, one function each: the visibility toggle (a fetcher's post
// answers { ok }, a plain post redirects; a failure redirects with its notice in both cases), 'Archivia' confirmed,
// and the edit form (the wizard's rules, Strapi's judgement per field on PUT /api/annuncis/{id}; saved: a redirect
// with the notice 'Annuncio aggiornato.'). A post on another company's or an unknown post is a 404.
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect } from '@remix-run/node';
import { JOB_POST_FIELDS, type JobPostErrors, type JobPostField } from '#catalog/job-post-rules.ts';
import { updateJobPost } from '#app/features/job-posts/job-posts.server.ts';
import { jobPostMessage } from '#app/features/job-posts/job-post-fields.ts';
import { redirectWithNotice } from '#app/server/notice.server.ts';
import { jobPosts as texts } from '#app/texts/index.ts';

export type ActionData = { ok: boolean; message?: string; result?: SubmissionResult<string[]> };
/** The parsed posts (jobPostPageSchema's branches) the functions read. */
type VisibilityPost = { visibile: 'true' | 'false'; _fetcher?: string };
type EditPost = Partial<Record<JobPostField, unknown>>;
type Reply = (options?: {
  fieldErrors?: Record<string, string[]>;
  formErrors?: string[];
}) => SubmissionResult<string[]>;

export const notFound = () => new Response(texts.notFound, { status: 404 });
const failure = (status: number) => (status >= 500 ? 503 : 400);
export const jobPostHref = (id: string) => `/company-job-posts/${id}`;

/**
 * The visibility toggle: 'Visibile' / 'Nascosto' for candidates. A refusal (the post archived meanwhile, Strapi
 * failing) redirects to the page with its notice, with JavaScript too: the page then shows the post as the server
 * has it (the optimistic value gone) and the message, whatever the post became.
 */
export async function setVisibility(request: Request, id: string, post: VisibilityPost) {
  const updated = await updateJobPost(request, id, { visibile: post.visibile === 'true' });
  if (updated.status === 404) throw notFound();
  if (!updated.ok) return redirectWithNotice(request, jobPostHref(id), 'visibilityFailed');
  return post._fetcher === '1' ? data<ActionData>({ ok: true }) : redirect(jobPostHref(id));
}

/** 'Archivia' confirmed in its dialog (`?archivia=1`). */
export async function archive(request: Request, id: string) {
  const updated = await updateJobPost(request, id, { archiviato: true });
  if (updated.status === 404) throw notFound();
  if (!updated.ok)
    return data<ActionData>({ ok: false, message: texts.archiveError }, failure(updated.status));
  return redirect(jobPostHref(id));
}

/** The edit form's 'Salva'. */
export async function saveEdit(request: Request, id: string, post: EditPost, reply: Reply) {
  const values = Object.fromEntries(JOB_POST_FIELDS.map((field) => [field, post[field] ?? '']));
  const updated = await updateJobPost(request, id, values);
  if (updated.status === 404) throw notFound();
  if (!updated.ok) {
    // Strapi's own judgement (the same rules) comes back per field; anything else is the save error.
    const errors = (updated.error.details as { errors?: JobPostErrors } | undefined)?.errors ?? {};
    const fieldErrors = Object.fromEntries(
      Object.entries(errors).map(([field, code]) => [field, [jobPostMessage(field as JobPostField, code!)]]),
    );
    return data<ActionData>(
      { ok: false, result: reply({ fieldErrors, formErrors: [texts.saveError] }) },
      failure(updated.status),
    );
  }
  return redirectWithNotice(request, jobPostHref(id), 'jobPostSaved');
}
