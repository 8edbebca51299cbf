// /company-job-posts/{id} (spec 02 §2, §4 "Job post"; issue 10): the post with all its fields, the edit form
// (EditForm.tsx; the wizard's rules, PUT /api/annuncis/{id}), the visibility toggle (VisibilityToggle.tsx: a fetcher
// with an optimistic value; without JavaScript a form post; a refusal redirects with its notice), 'Archivia' behind a confirmation
// dialog (`?archivia=1`), and the interested candidates as the search's cards (favourite heart, purchase dialogs by
// `?acquista=`). Each intent of the page's own forms has its function in actions.server.ts. A notice ('Annuncio
// aggiornato.', a refused visibility change) is the one post's, flashed (notice.server.ts); every post revalidates.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { ErrorContent } from '#app/components/ErrorContent.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmDialog } from '#app/components/ui/ConfirmDialog.tsx';
import {
  getJobPost,
  interestedCandidates,
  isJobPostId,
  requireJobPostCompany,
} from '#app/features/job-posts/job-posts.server.ts';
import { CandidateCard, FavouriteForms } from '#app/features/search/CandidateCard.tsx';
import { candidateAction } from '#app/features/search/human-resources.server.ts';
import { PurchaseDialogs } from '#app/features/search/PurchaseDialogs.tsx';
import { useCompanyCredit } from '#app/features/search/useCompanyCredit.ts';
import { companyJobPostView } from '#app/features/job-posts/job-post-view.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { revalidateAfterEveryPost } from '#app/lib/revalidate.ts';
import { jobPostPageSchema, jobPostSchema } from '#app/features/job-posts/job-post.schema.ts';
import { readForm } from '#app/server/forms.server.ts';
import { takeNotice } from '#app/server/notice.server.ts';
import { getZodConstraint, parseWithZod } from '#app/server/validation.server.ts';
import { JOB_POST_FIELDS } from '#catalog/job-post-rules.ts';
import { jobPosts as texts, team } from '#app/texts/index.ts';
import { archive, notFound, saveEdit, setVisibility, type ActionData } from './actions.server';
import { EditForm } from './EditForm';
import { VisibilityToggle } from './VisibilityToggle';

export async function action({ request, params }: ActionFunctionArgs) {
  await requireJobPostCompany(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: jobPostPageSchema });
  const post = submission.status === 'success' ? submission.value : null;
  // The interested candidates' heart and purchase: the search's own action.
  if (post?.intent === 'favourite' || post?.intent === 'unlock') return candidateAction(request, form);
  const id = String(params.id ?? '');
  if (!isJobPostId(id)) throw notFound();

  if (!post || submission.status !== 'success') {
    // The edit form gets its fields' messages back; the toggle and an unknown button, their message.
    const error = submission.status === 'success' ? undefined : submission.error;
    const message = error?.intent?.[0] ?? error?.visibile?.[0];
    return data<ActionData>(
      message ? { ok: false, message } : { ok: false, result: submission.reply() },
      400,
    );
  }
  if (post.intent === 'visibility') return setVisibility(request, id, post);
  if (post.intent === 'archive') return archive(request, id);
  return saveEdit(request, id, post, (options) => submission.reply(options));
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireJobPostCompany(request);
  const id = String(params.id ?? '');
  const post = await getJobPost(request, id);
  if (!post) throw notFound();
  const url = new URL(request.url);
  const cards = await interestedCandidates(request, id);
  const values = Object.fromEntries(JOB_POST_FIELDS.map((field) => [field, post[field] ?? '']));
  const { notice, headers } = await takeNotice(request);
  return data(
    {
      post: companyJobPostView(post),
      values,
      constraint: getZodConstraint(jobPostSchema),
      cards,
      archiveDialog: url.searchParams.get('archivia') === '1' && !post.archiviato,
      saved: notice === 'jobPostSaved',
      visibilityFailed: notice === 'visibilityFailed',
    },
    { headers },
  );
}

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
  const { post, values, constraint, cards, archiveDialog } = loaded;
  // The loader's notice is the last post's: the next submit on the page hides it at once, even one that the
  // browser-side validation stops before it is posted (the next loader answer has no notice anyway).
  const [submittedOn, setSubmittedOn] = useState<typeof loaded | null>(null);
  const fresh = submittedOn !== loaded;
  const saved = fresh && loaded.saved;
  const visibilityFailed = fresh && loaded.visibilityFailed;
  const actionData = useActionData<ActionData>();
  const location = useLocation();
  const credito = useCompanyCredit();
  const failure = actionData?.message ?? (visibilityFailed ? texts.visibilityError : null);
  const here = location.pathname;
  const acquista = new URLSearchParams(location.search).get('acquista');
  const target = cards.find((card) => String(card.id) === acquista);
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
