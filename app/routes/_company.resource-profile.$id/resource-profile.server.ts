// The loader and the action of a candidate's profile as a company sees it (route.tsx beside it).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { loadReportState } from '#app/features/guarantee/guarantee.server.ts';
import { buildCompanyProfileView } from '#app/features/profile/profile-view.ts';
import { requireCompany } from '#app/server/auth.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { candidateAction } from '#app/features/search/human-resources.server.ts';
import { listJobPosts } from '#app/features/job-posts/job-posts.server.ts';
import {
  isPipelineIntent,
  loadPipelineCandidate,
  pipelineAction,
} from '#app/features/pipeline/pipeline.server.ts';
import { readForm } from '#app/server/forms.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!/^[A-Za-z0-9]{1,40}$/.test(id)) {
    await requireCompany(request);
    return data({ profile: null }, 404);
  }
  // The guard and the profile side by side: the profile's call carries the guard's /api/me (one Strapi call per
  // page, current-user.server.ts). Strapi itself refuses a profile to anybody but a company; a failed guard throws
  // its redirect, since the client returns a refusal instead of throwing it.
  const [, result] = await Promise.all([
    requireCompany(request),
    strapi.humanResources.findOne(request, { params: { id } }),
  ]);
  if (!result.ok) {
    // A candidate this company unlocked who then erased their account (issue 41): gone, and said so.
    if (result.status === 404 && result.error.code === 'profile_erased')
      return data({ profile: null, erased: true }, 410);
    if (result.status === 404 || result.status === 400) return data({ profile: null }, 404);
    throw new Response(result.error.message, { status: result.status });
  }
  const profile = buildCompanyProfileView(result.data.data);
  // The credit guarantee (issue 26): the report of this unlock, or whether one can be made.
  // The recruiter's pipeline (issue 43): the stage, the job post, the team's notes of an unlocked profile.
  const [guarantee, pipeline, posts] = profile.unlocked
    ? await Promise.all([
        loadReportState(request, id),
        loadPipelineCandidate(request, id),
        listJobPosts(request),
      ])
    : [null, null, null];
  const jobPosts = (posts ?? [])
    .filter((post) => !post.archiviato)
    .map((post) => ({ documentId: post.documentId, posizione: post.posizione }));
  return { profile, guarantee, pipeline, jobPosts };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (isPipelineIntent(form.get('intent')))
    return pipelineAction(request, form, `/resource-profile/${params.id ?? ''}`);
  return candidateAction(request, form);
}
