// The loader and the action of 'Profili acquistati' (route.tsx beside it).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { candidateAction, loadCandidates } from '#app/features/search/human-resources.server.ts';
import { loadOwnReports } from '#app/features/guarantee/guarantee.server.ts';
import { listJobPosts } from '#app/features/job-posts/job-posts.server.ts';
import {
  filtersQuery,
  isPipelineIntent,
  loadCardsPipeline,
  pipelineAction,
  pipelineFilters,
} from '#app/features/pipeline/pipeline.server.ts';
import { readForm } from '#app/server/forms.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  // A pipeline filter that means nothing is dropped (the canonical URL has only what means something).
  const filtri = pipelineFilters(new URL(request.url).searchParams) ?? {};
  const extra = filtersQuery(filtri);
  const [page, reports, posts] = await Promise.all([
    loadCandidates(request, 'unlocked', extra),
    loadOwnReports(request),
    listJobPosts(request),
  ]);
  const pipeline = await loadCardsPipeline(
    request,
    page.cards.map((card) => card.id),
  );
  return {
    ...page,
    reports,
    filtri,
    extra,
    pipeline,
    jobPosts: (posts ?? []).map((post) => ({ documentId: post.documentId, posizione: post.posizione })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (isPipelineIntent(form.get('intent')))
    return pipelineAction(request, form, '/company-unlocked-profiles');
  return candidateAction(request, form);
}
