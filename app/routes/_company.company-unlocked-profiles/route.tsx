// 'Profili acquistati' (spec 02 §2): unlocked candidates with the search filters, newest change of the recruiter's
// pipeline first (issue 43: the unlock itself until then); each card shows its stage (a form), its job post, the
// team's last note and its credit-guarantee report or the way to make one (issue 26: a dialog over the list with
// JavaScript, `?segnala=<id>`, the report page without). The pipeline's filters (stage, job post, who unlocked,
// "I miei") and the export links are above the cards.
import type { MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { CandidatePage } from '#app/features/search/CandidatePage.tsx';
import { CardReportDialog, CardReportLine } from '#app/features/guarantee/CardReportLine.tsx';
import { ReportOutcome } from '#app/features/guarantee/ReportOutcome.tsx';
import { ErasedUnlocks } from '#app/features/privacy/ErasedUnlocks.tsx';
import { PipelineFilters } from '#app/features/pipeline/PipelineFilters.tsx';
import { StageForm } from '#app/features/pipeline/StageForm.tsx';
import type { PipelineActionData } from '#app/features/pipeline/pipeline.server.ts';
import { pipeline as pipelineTexts, search } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { keepAfterFavouriteToggle } from '#app/lib/revalidate.ts';
import type { loader } from './unlocked-profiles.server.ts';

// Loader and action in one module of their own: each `.server` module a route imports is an empty chunk in the
// browser, one more request for the page (docs/performance.md "JavaScript per page").
export { action, loader } from './unlocked-profiles.server.ts';

export const meta: MetaFunction = () => pageMeta(search.unlockedTitle);

/** A heart's toggle does not ask this page's loader again (isFavouriteToggle). */
export const shouldRevalidate = keepAfterFavouriteToggle;

export default function CompanyUnlockedProfilesPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<PipelineActionData | object>();
  const pageAnswer = answer && 'pipeline' in answer ? (answer as PipelineActionData) : undefined;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <CandidatePage
      title={search.unlockedTitle}
      data={data}
      showBucket={false}
      extraQuery={data.extra}
      beforeResults={
        <>
          <ReportOutcome message={data.reportOutcome} />
          <PipelineFilters
            filtri={data.filtri}
            posts={data.jobPosts}
            squadra={data.pipeline.squadra}
            query={data.extra}
          />
        </>
      }
      afterResults={
        <>
          <ErasedUnlocks rows={data.cancellati} />
          <CardReportDialog report={data.segnalazione} />
        </>
      }
      cardFooter={(card) => {
        const entry = data.pipeline.byId[card.id];
        return (
          <>
            {entry ? (
              <div className="mt-2 space-y-1 text-sm" data-testid="card-pipeline">
                <StageForm
                  candidate={String(card.id)}
                  fase={entry.fase}
                  redirectTo={here}
                  pageAnswer={pageAnswer}
                />
                {entry.annuncio ? (
                  <p>
                    {pipelineTexts.jobPost}: {entry.annuncio.posizione}
                  </p>
                ) : null}
                {entry.ultima_nota ? (
                  <p className="line-clamp-3 break-words">
                    {pipelineTexts.lastNote}: {entry.ultima_nota.testo}
                  </p>
                ) : null}
              </div>
            ) : null}
            <CardReportLine id={card.id} stato={data.reports[card.id]} />
          </>
        );
      }}
    />
  );
}
