// /company-job-posts/{id} (spec 02 §2, §4 "Job post"; issue 10): the post with all its fields, the edit form (the
// wizard's rules; PUT /api/annuncis/{id}), the visibility toggle (a fetcher with an optimistic value reverted on
// failure; without JavaScript a form post), 'Archivia' behind a confirmation dialog (`?archivia=1`), and the
// interested candidates as the search's cards (favourite heart, purchase dialogs by `?acquista=`).
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useRouteError,
} from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { ErrorContent } from '~/components/ErrorContent';
import { JobPostFields } from '~/components/job-posts/JobPostFields';
import type { Constraints } from '~/components/useServerForm';
import { CandidateCard, FavouriteForms } from '~/components/search/CandidateCard';
import { useCompanyCredit } from '~/components/search/useCompanyCredit';
import { PurchaseDialogs } from '~/components/search/PurchaseDialogs';
import { Button, buttonClass } from '~/components/ui/Button';
import { Dialog } from '~/components/ui/Dialog';
import { pageMeta } from '~/lib/meta';
import { companyJobPostView } from '~/lib/job-post-view';
import { jobPostMessage, parseJobPostFields } from '~/lib/job-post-fields';
import { jobPostPageSchema, jobPostSchema } from '~/lib/schemas/job-post';
import { readForm } from '~/server/forms.server';
import { getZodConstraint, parseWithZod } from '~/server/validation.server';
import { candidateAction } from '~/server/human-resources.server';
import {
  getJobPost,
  interestedCandidates,
  isJobPostId,
  requireJobPostCompany,
  updateJobPost,
} from '~/server/job-posts.server';
import { JOB_POST_FIELDS, type JobPostErrors, type JobPostField } from '#catalog/job-post-rules';
import { jobPosts as texts, team } from '~/texts';

type ActionData = { ok: boolean; message?: string; result?: SubmissionResult<string[]> };

const notFound = () => new Response(texts.notFound, { status: 404 });

export async function action({ request, params }: ActionFunctionArgs) {
  await requireJobPostCompany(request);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: jobPostPageSchema });
  const post = submission.status === 'success' ? submission.value : null;
  // The interested candidates' heart and purchase: the search's own action.
  if (post?.intent === 'favourite' || post?.intent === 'unlock') return candidateAction(request, form);
  const id = String(params.id ?? '');
  if (!isJobPostId(id)) throw notFound();
  const here = `/company-job-posts/${id}`;

  if (!post || submission.status !== 'success') {
    // The edit form gets its fields' messages back; the toggle and an unknown button, their message.
    const error = submission.status === 'success' ? undefined : submission.error;
    const message = error?.intent?.[0] ?? error?.visibile?.[0];
    return data<ActionData>(
      message ? { ok: false, message } : { ok: false, result: submission.reply() },
      400,
    );
  }

  if (post.intent === 'visibility') {
    const updated = await updateJobPost(request, id, { visibile: post.visibile === 'true' });
    if (updated.status === 404) throw notFound();
    if (!updated.ok) {
      return data<ActionData>(
        { ok: false, message: texts.visibilityError },
        updated.status >= 500 ? 503 : 400,
      );
    }
    return post._fetcher === '1' ? data<ActionData>({ ok: true }) : redirect(here);
  }

  if (post.intent === 'archive') {
    const updated = await updateJobPost(request, id, { archiviato: true });
    if (updated.status === 404) throw notFound();
    if (!updated.ok) {
      return data<ActionData>({ ok: false, message: texts.archiveError }, updated.status >= 500 ? 503 : 400);
    }
    return redirect(here);
  }

  // The edit form.
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
      {
        ok: false,
        result: submission.reply({ fieldErrors, formErrors: [texts.saveError] }),
      },
      updated.status >= 500 ? 503 : 400,
    );
  }
  return redirect(`${here}?salvato=1`);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireJobPostCompany(request);
  const id = String(params.id ?? '');
  const post = await getJobPost(request, id);
  if (!post) throw notFound();
  const url = new URL(request.url);
  const cards = await interestedCandidates(request, id);
  const values = Object.fromEntries(JOB_POST_FIELDS.map((field) => [field, post[field] ?? '']));
  return {
    post: companyJobPostView(post),
    values,
    constraint: getZodConstraint(jobPostSchema),
    cards,
    archiveDialog: url.searchParams.get('archivia') === '1' && !post.archiviato,
    saved: url.searchParams.get('salvato') === '1',
  };
}

/** Another company's post, or none: 'Annuncio non trovato' under the company menu, not the generic 404. */
export function ErrorBoundary() {
  return <ErrorContent error={useRouteError()} notFoundTitle={texts.notFound} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  pageMeta(loaded?.post.posizione ?? texts.notFound);

function VisibilityToggle({ visibile }: { visibile: boolean }) {
  const fetcher = useFetcher<ActionData>();
  const hydrated = useHydrated();
  // Optimistic while the post runs; a failed post leaves the loader's value, i.e. the toggle reverts.
  const pending = fetcher.formData?.get('visibile');
  const shown = typeof pending === 'string' ? pending === 'true' : visibile;
  const failed = fetcher.state === 'idle' && fetcher.data?.ok === false;
  const FormTag = hydrated ? fetcher.Form : Form;
  return (
    <FormTag method="post" className="flex flex-wrap items-center gap-3">
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="visibility" />
      <input type="hidden" name="visibile" value={shown ? 'false' : 'true'} />
      {hydrated ? <input type="hidden" name="_fetcher" value="1" /> : null}
      <span className="font-medium">{texts.visibility}:</span>
      <button
        type="submit"
        role="switch"
        aria-checked={shown}
        aria-label={texts.visibleToCandidates}
        data-testid="visibility-toggle"
        className={`relative inline-flex h-7 w-12 items-center rounded-full transition ${shown ? 'bg-emerald-600' : 'bg-slate-400'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white transition ${shown ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
      <span data-testid="job-post-status">{shown ? texts.visible : texts.hidden}</span>
      {failed ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {fetcher.data?.message ?? texts.visibilityError}
        </p>
      ) : null}
    </FormTag>
  );
}

function EditForm({
  values,
  constraint,
  lastResult,
}: {
  values: Record<string, string>;
  constraint: Constraints;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [form, fields] = useForm({
    id: 'annuncio-modifica',
    lastResult,
    defaultValue: values,
    constraint,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseJobPostFields(formData, JOB_POST_FIELDS),
  });
  return (
    <section className="mt-8 rounded-lg border border-slate-200 bg-white p-5" aria-labelledby="modifica">
      <h2 id="modifica" className="text-xl font-semibold">
        {texts.editTitle}
      </h2>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-4">
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="edit" />
        <JobPostFields fields={fields} only={JOB_POST_FIELDS} />
        {form.errors?.length ? (
          <p role="alert" className="mb-3 text-red-700">
            {form.errors.join(' ')}
          </p>
        ) : null}
        <Button>{texts.save}</Button>
      </Form>
    </section>
  );
}

export default function CompanyJobPostPage() {
  const { post, values, constraint, cards, archiveDialog, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const location = useLocation();
  const credito = useCompanyCredit();
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
    <main id="contenuto" className="mx-auto max-w-screen-xl px-4 py-8">
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
      {actionData?.message ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {actionData.message}
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
        <Dialog
          title={texts.archiveTitle}
          closeTo={here}
          actions={
            <>
              <Link to={here} replace preventScrollReset className={buttonClass('secondary')}>
                {texts.cancel}
              </Link>
              <Form method="post" action={here}>
                <AuthenticityTokenInput />
                <input type="hidden" name="intent" value="archive" />
                <button type="submit" className={buttonClass('primary')}>
                  {texts.archiveConfirm}
                </button>
              </Form>
            </>
          }
        >
          <p>{texts.archiveBody}</p>
        </Dialog>
      ) : null}
    </main>
  );
}
