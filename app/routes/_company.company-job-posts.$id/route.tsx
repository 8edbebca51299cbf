// /company-job-posts/{id} (spec 02 §2, §4 "Job post"; issue 10): the post with all its fields, the edit form
// (EditForm.tsx; the wizard's rules, PUT /api/annuncis/{id}), the visibility toggle (VisibilityToggle.tsx: a fetcher
// with an optimistic value; without JavaScript a form post; a refusal redirects with its notice), 'Archivia' behind a confirmation
// dialog (`?archivia=1`), and the interested candidates as the search's cards (favourite heart, purchase dialogs by
// `?acquista=`; an unlocked one's stage form, issue 43). Each intent of the page's own forms has its function in actions.server.ts. A notice ('Annuncio
// aggiornato.', a refused visibility change) is the one post's, flashed (notice.server.ts); every post revalidates.
import { type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { ErrorContent } from '#app/components/ErrorContent.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx';
import { CandidateCard, FavouriteForms } from '#app/features/search/CandidateCard.tsx';
import { PurchaseDialogs } from '#app/features/search/PurchaseDialogs.tsx';
import { JobPostPipeline } from '#app/features/pipeline/JobPostPipeline.tsx';
import { StageForm } from '#app/features/pipeline/StageForm.tsx';
import { type PipelineActionData } from '#app/features/pipeline/pipeline.server.ts';
import { useCompanyCredit } from '#app/features/search/useCompanyCredit.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { revalidateAfterEveryPost } from '#app/lib/revalidate.ts';
import { jobPosts as texts, team } from '#app/texts/index.ts';
import { type ActionData } from './actions.server';
import { EditForm } from './EditForm';
import { action, loader } from './job-post.server.ts';

export { action, loader };
import { VisibilityToggle } from './VisibilityToggle';

// A failed save or archive (400) revalidates too: the notice of an earlier save is gone, as without JavaScript.
export const shouldRevalidate = revalidateAfterEveryPost;

/** Another company's post, or none: 'Annuncio non trovato' under the company menu, not the generic 404. */
export function ErrorBoundary() {
  return <ErrorContent error={useRouteError()} notFoundTitle={texts.notFound} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  pageMeta(loaded?.post.posizione ?? texts.notFound);

export default function CompanyJobPostPage() {
  const loaded = useLoaderData<typeof loader>();
  const { post, values, constraint, cards, pipeline, archiveDialog } = loaded;
  // The loader's notice is the last post's: the next submit on the page hides it at once, even one that the
  // browser-side validation stops before it is posted (the next loader answer has no notice anyway).
  const [submittedOn, setSubmittedOn] = useState<typeof loaded | null>(null);
  const fresh = submittedOn !== loaded;
  const saved = fresh && loaded.saved;
  const visibilityFailed = fresh && loaded.visibilityFailed;
  const answer = useActionData<ActionData | PipelineActionData>();
  const actionData = answer && !('pipeline' in answer) ? answer : undefined;
  const pipelineAnswer = answer && 'pipeline' in answer ? answer : undefined;
  const location = useLocation();
  const credito = useCompanyCredit();
  const failure = actionData?.message ?? (visibilityFailed ? texts.visibilityError : null);
  const here = location.pathname;
  const acquista = new URLSearchParams(location.search).get('acquista');
  const target = cards.find((card) => String(card.id) === acquista);
  // An interested candidate the company unlocked gets the unlocked list's stage form on its card.
  const stageOf = new Map(
    (pipeline?.fasi ?? []).flatMap(({ candidati }) => candidati.map((c) => [c.id, c.fase] as const)),
  );
  const rows: Array<[string, string | null]> = [
    [texts.titoloStudio, post.titoloStudio],
    [texts.esperienza, post.esperienza],
    [texts.qualifica, post.qualifica],
    [texts.tipoContratto, post.contratto],
    [texts.residenza, post.luogo],
    [texts.ral, post.ral],
    [texts.benefits, post.benefits],
  ];
  return (
    <main
      id="contenuto"
      className="mx-auto max-w-screen-xl px-4 py-8"
      onSubmitCapture={() => setSubmittedOn(loaded)}
    >
      <Link to="/company-job-posts" className={buttonClass('link')}>
        {texts.backToList}
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{post.posizione}</h1>
      <p className="text-slate-600">
        {texts.created(post.pubblicato)}
        {post.autore ? ` ${team.by(post.autore)}` : ''}
      </p>
      {saved ? (
        <p
          role="status"
          className="mt-3 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-900"
        >
          {texts.saved}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="inline font-medium text-slate-600">{label}: </dt>
            <dd className="inline">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {post.archiviato ? (
        <p className="mt-6 rounded-md border border-slate-300 bg-slate-50 p-3" data-testid="job-post-status">
          {texts.archivedNotice}
        </p>
      ) : (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <VisibilityToggle visibile={post.visibile} />
          <Link to={`${here}?archivia=1`} preventScrollReset className={buttonClass('secondary')}>
            {texts.archive}
          </Link>
        </div>
      )}
      {post.archiviato ? null : (
        <EditForm values={values} constraint={constraint} lastResult={actionData?.result} />
      )}
      {pipeline ? (
        <JobPostPipeline pipeline={pipeline} redirectTo={here} pageAnswer={pipelineAnswer} />
      ) : null}
      <section className="mt-10" aria-labelledby="interessati">
        <h2 id="interessati" className="text-xl font-semibold">
          {texts.interestedTitle}
        </h2>
        {cards.length === 0 ? (
          <p className="mt-3 text-slate-700">{texts.noInterested}</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {cards.map((card) => (
              <CandidateCard
                key={card.id}
                card={card}
                redirectTo={here}
                purchaseHref={`${here}?acquista=${card.id}`}
                footer={
                  stageOf.has(card.id) ? (
                    <div className="mt-2 text-sm" data-testid="card-pipeline">
                      <StageForm
                        candidate={String(card.id)}
                        fase={stageOf.get(card.id)!}
                        redirectTo={here}
                        pageAnswer={pipelineAnswer}
                      />
                    </div>
                  ) : null
                }
              />
            ))}
          </ul>
        )}
        <FavouriteForms redirectTo={here} />
      </section>
      <PurchaseDialogs
        candidateId={acquista && /^\d{1,12}$/.test(acquista) ? acquista : null}
        credito={credito}
        esclusiva={target?.esclusiva ?? null}
        closeTo={here}
        redirectTo={here}
      />
      {archiveDialog ? (
        <ConfirmDialog
          title={texts.archiveTitle}
          cancelTo={here}
          cancelLabel={texts.cancel}
          confirmLabel={texts.archiveConfirm}
          intent="archive"
          action={here}
        >
          <p>{texts.archiveBody}</p>
        </ConfirmDialog>
      ) : null}
    </main>
  );
}
