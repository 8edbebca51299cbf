// The server side of /company-job-posts: the list of posts and the 'Crea il tuo annuncio' wizard's steps (a step
// post saves the server draft and redirects to the next step; the last one publishes).
import { PATH, stepHref } from './paths.ts';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { companyJobPostView } from '#app/features/job-posts/job-post-view.ts';
import { JOB_POST_STEP_COUNT } from '#app/features/job-posts/job-post-fields.ts';
import { jobPostStepSchemas } from '#app/features/job-posts/job-post.schema.ts';
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
  type JobPostField,
} from '#catalog/job-post-rules.ts';

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
