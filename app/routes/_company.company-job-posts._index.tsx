// /company-job-posts, 'Promuovi ricerca' (spec 02 §2 "Job posts", §4 "Job-offer wizard", §8; issue 10): the published
// and archived posts, newest first, and the 3-step wizard 'Crea il tuo annuncio' opened by `?passo=1|2|3`. Each
// step is a form post that saves the server-side draft (kind 'annuncio') and redirects to the next step, so the
// wizard works without JavaScript and survives a reload; with JavaScript the same markup is a modal dialog.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { JobPostFields } from '#app/features/job-posts/JobPostFields.tsx';
import type { Constraints } from '#app/components/useServerForm.ts';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { WizardDialog } from '#app/components/ui/WizardDialog.tsx';
import { pageMeta } from '#app/lib/meta.ts';
import { companyJobPostView, type CompanyJobPostView } from '#app/lib/job-post-view.ts';
import { JOB_POST_STEP_COUNT, parseJobPostFields } from '#app/lib/job-post-fields.ts';
import { jobPostStepSchemas } from '#app/lib/schemas/job-post.ts';
import { clearDraft, readDraft, saveDraft } from '#app/server/drafts.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { redirectWithNotice, takeNotice } from '#app/server/notice.server.ts';
import { getZodConstraint, parseIntent, parseWithZod } from '#app/server/validation.server.ts';
import {
  createJobPost,
  listJobPosts,
  requireJobPostCompany,
} from '#app/features/job-posts/job-posts.server.ts';
import {
  JOB_POST_DEFAULTS,
  JOB_POST_FIELDS,
  JOB_POST_STEPS,
  jobPostErrors,
  jobPostFieldError,
  type JobPostField,
} from '#catalog/job-post-rules.ts';
import { jobPosts as texts, team } from '#app/texts/index.ts';
import { ShopLink } from '#app/components/CompanyMenu.tsx';

const PATH = '/company-job-posts';
const stepHref = (step: number) => `${PATH}?passo=${step}`;
type Values = Partial<Record<JobPostField, string>>;

/** The posted values of some fields, as typed (strings only). */
const valuesOf = (form: FormData, fields: readonly JobPostField[]): Values => {
  const values: Values = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
};

const stepOf = (raw: unknown): number | null => {
  const step = Number(raw);
  return Number.isInteger(step) && step >= 1 && step <= JOB_POST_STEP_COUNT ? step : null;
};

export async function action({ request }: ActionFunctionArgs) {
  const { jp } = await requireJobPostCompany(request);
  const form = await readForm(request);
  const step = stepOf(form.get('passo'));
  if (!step) return data({ dialog: null, result: null, step: 1 }, { status: 400 });
  if (!jp) return data({ dialog: 'error' as const, result: null, step }, { status: 403 });
  const intent = parseIntent(form, ['next', 'back', 'cancel']);
  const fields = JOB_POST_STEPS[step - 1];
  const typed = valuesOf(form, fields);

  if (intent === 'cancel') return redirect(PATH, { headers: await clearDraft(request, 'annuncio') });
  // 'Indietro' keeps what was typed without judging it.
  if (intent === 'back') {
    return redirect(stepHref(Math.max(1, step - 1)), {
      headers: await saveDraft(request, 'annuncio', typed, null),
    });
  }
  const submission = parseWithZod(form, { schema: jobPostStepSchemas[step - 1] });
  if (submission.status !== 'success') {
    return data({ dialog: null, result: submission.reply(), step }, { status: 400 });
  }
  const headers = await saveDraft(request, 'annuncio', typed, null);
  if (step < JOB_POST_STEP_COUNT) return redirect(stepHref(step + 1), { headers });

  // 'Pubblica': the whole draft is judged again (an earlier step may have been skipped by URL).
  const draft = { ...(await readDraft(request, 'annuncio')), ...typed } as Values;
  const errors = jobPostErrors(draft);
  const firstBad = JOB_POST_STEPS.findIndex((list) => list.some((field) => errors[field]));
  if (firstBad >= 0 && firstBad < step - 1) return redirect(stepHref(firstBad + 1), { headers });
  const values = Object.fromEntries(JOB_POST_FIELDS.map((field) => [field, draft[field] ?? ''])) as Values;
  const created = await createJobPost(request, values);
  if (!created.ok) {
    // Post/redirect/get: the step's clean URL (not the post's `?index&passo=3`), the 'Errore' dialog by its notice.
    console.error(`[job-posts] creation failed: ${created.status} ${created.error.message}`);
    return redirectWithNotice(request, stepHref(step), 'publishFailed', headers);
  }
  return redirect(`${PATH}?pubblicato=1`, { headers: await clearDraft(request, 'annuncio') });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { jp } = await requireJobPostCompany(request);
  const url = new URL(request.url);
  const posts = await listJobPosts(request);
  const step = jp ? stepOf(url.searchParams.get('passo')) : null;
  const draft = step ? ((await readDraft(request, 'annuncio')) as Values) : {};
  const views = posts?.map(companyJobPostView) ?? null;
  const { notice, headers } = await takeNotice(request);
  return data(
    {
      jp,
      posts: views,
      // The spec's rule: the published section shows with the subscription or when posts already exist.
      showPublished: jp || Boolean(views?.length),
      step,
      constraint: step ? getZodConstraint(jobPostStepSchemas[step - 1]) : null,
      values: { titoloStudio: '0', ...JOB_POST_DEFAULTS, ...draft },
      published: url.searchParams.get('pubblicato') === '1',
      publishFailed: notice === 'publishFailed',
    },
    { headers },
  );
}

export const meta: MetaFunction = () => pageMeta(texts.title);

function PostCard({ post }: { post: CompanyJobPostView }) {
  const details = [post.luogo, post.contratto, post.ral, post.titoloStudio].filter(Boolean).join(' · ');
  return (
    <li className="panel" data-testid="job-post">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link to={`${PATH}/${post.id}`} className="hover:underline" aria-label={texts.open(post.posizione)}>
          {post.posizione}
        </Link>
      </h3>
      {details ? <p className="text-sm text-slate-700">{details}</p> : null}
      <p className="mt-1 text-sm text-slate-600">
        {texts.created(post.pubblicato)}
        {post.autore ? ` ${team.by(post.autore)}` : ''} ·{' '}
        <span data-testid="job-post-status">
          {post.archiviato ? texts.archived : post.visibile ? texts.visible : texts.hidden}
        </span>
      </p>
      <p className="mt-2 text-sm font-medium text-slate-800">
        {post.interessati > 0 ? texts.interested(post.interessati) : texts.noInterested}
      </p>
    </li>
  );
}

function Section({ title, posts }: { title: string; posts: CompanyJobPostView[] }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-xl font-semibold">{title}</h2>
      {posts.length === 0 ? (
        <p className="mt-3 text-slate-700">{texts.empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WizardStep({
  step,
  values,
  constraint,
  lastResult,
}: {
  step: number;
  values: Values;
  constraint: Constraints | null;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: `annuncio-passo-${step}`,
    lastResult,
    defaultValue: values,
    constraint: constraint ?? undefined,
    // Spec 02 §5: posizione is validated on every change.
    shouldValidate: step === 1 ? 'onInput' : 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseJobPostFields(formData, JOB_POST_STEPS[step - 1]),
  });
  // Step 1 'Avanti' stays disabled until the form is valid (with JavaScript; without, the server judges).
  const blocked =
    hydrated && step === 1 && jobPostFieldError('posizione', fields.posizione.value ?? '') !== null;
  const formId = form.id;
  return (
    <WizardDialog
      title={texts.wizardTitle}
      closeTo={PATH}
      progress={texts.progress(step, JOB_POST_STEP_COUNT)}
      stepTitle={[texts.step1Title, texts.step2Title, texts.step3Title][step - 1]}
      formId={formId}
      step={step}
      steps={JOB_POST_STEP_COUNT}
      labels={{ cancel: texts.cancel, back: texts.back, next: texts.next, finish: texts.publish }}
      blocked={blocked}
    >
      <Form method="post" {...getFormProps(form)} noValidate className="mt-4">
        <AuthenticityTokenInput />
        <input type="hidden" name="passo" value={step} />
        <JobPostFields fields={fields} only={JOB_POST_STEPS[step - 1]} />
      </Form>
    </WizardDialog>
  );
}

export default function CompanyJobPostsPage() {
  const { jp, posts, showPublished, step, values, constraint, published, publishFailed } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const published_ = posts?.filter((post) => !post.archiviato) ?? [];
  const archived = posts?.filter((post) => post.archiviato) ?? [];
  // 'Errore': a refused publication (its notice, over the step it came from) or a post without the subscription.
  const failedStep = publishFailed && step ? step : actionData?.dialog === 'error' ? actionData.step : null;
  return (
    <main id="contenuto" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{texts.title}</h1>
      <p className="mt-2 text-slate-700">{texts.intro}</p>
      {jp ? (
        <Link to={stepHref(1)} preventScrollReset className={`${buttonClass('primary')} mt-4`}>
          {texts.create}
        </Link>
      ) : (
        <section className="mt-6 rounded-lg bg-brand-50 p-5" aria-label={texts.inviteTitle}>
          <h2 className="text-lg font-semibold text-brand-900">{texts.inviteTitle}</h2>
          <p className="mt-1 text-slate-700">{texts.inviteBody}</p>
          <ShopLink to="/company-upgrade?tab=promuovi-ricerca" className={`${buttonClass('primary')} mt-3`}>
            {texts.inviteCta}
          </ShopLink>
        </section>
      )}
      {posts === null ? (
        <p role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {texts.loadError}
        </p>
      ) : showPublished ? (
        <>
          <Section title={texts.publishedTitle} posts={published_} />
          <Section title={texts.archivedTitle} posts={archived} />
        </>
      ) : null}
      {failedStep ? (
        <Dialog
          title={texts.errorTitle}
          tone="error"
          closeTo={stepHref(failedStep)}
          actions={
            <Link to={stepHref(failedStep)} replace className={buttonClass('primary')}>
              {texts.close}
            </Link>
          }
        >
          <p>{texts.errorBody}</p>
        </Dialog>
      ) : step ? (
        <WizardStep
          key={step}
          step={step}
          values={values}
          constraint={constraint}
          lastResult={actionData?.step === step ? actionData.result : null}
        />
      ) : null}
      {published ? (
        <Dialog
          title={texts.successTitle}
          tone="success"
          closeTo={PATH}
          actions={
            <Link to={PATH} replace className={buttonClass('primary')}>
              {texts.goToPosts}
            </Link>
          }
        >
          <p>{texts.successBody}</p>
        </Dialog>
      ) : null}
    </main>
  );
}
