// The loader and the action of 'Profili acquistati' (route.tsx beside it).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { candidateAction, loadCandidates } from '#app/features/search/human-resources.server.ts';
import { loadOwnReports, loadReportDialog, reportOutcome } from '#app/features/guarantee/guarantee.server.ts';
import { listJobPosts } from '#app/features/job-posts/job-posts.server.ts';
import {
  filtersQuery,
  isPipelineIntent,
  loadCardsPipeline,
  pipelineAction,
  pipelineFilters,
} from '#app/features/pipeline/pipeline.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { takeNotice } from '#app/server/notice.server.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  // A pipeline filter that means nothing is dropped (the canonical URL has only what means something).
  const params = new URL(request.url).searchParams;
  const filtri = pipelineFilters(params) ?? {};
  const extra = filtersQuery(filtri);
  const [page, reports, posts, segnalazione] = await Promise.all([
    loadCandidates(request, 'unlocked', extra),
    loadOwnReports(request),
    listJobPosts(request),
    // A card's "Candidato non raggiungibile" with JavaScript: the report's dialog over the list.
    loadReportDialog(request, params.get('segnala')),
  ]);
  const pipeline = await loadCardsPipeline(
    request,
    page.cards.map((card) => card.id),
  );
  const { notice, headers } = await takeNotice(request);
  return data(
    {
      ...page,
      reports,
      filtri,
      extra,
      pipeline,
      reportOutcome: reportOutcome(notice),
      segnalazione,
      jobPosts: (posts ?? []).map((post) => ({ documentId: post.documentId, posizione: post.posizione })),
    },
    { headers },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (isPipelineIntent(form.get('intent')))
    return pipelineAction(request, form, '/company-unlocked-profiles');
  return candidateAction(request, form);
}
