// The server side of /company-job-posts/:id: the post's edit, visibility and archive posts, the interested
// candidates' heart and purchase, the pipeline's stage forms, and the page's data. Beside the route so that the page
// module imports one server module (each one costs the browser an empty stand-in chunk).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import {
  getJobPost,
  interestedCandidates,
  isJobPostId,
  requireJobPostCompany,
} from '#app/features/job-posts/job-posts.server.ts';
import { candidateAction } from '#app/features/search/human-resources.server.ts';
import {
  isPipelineIntent,
  loadJobPostPipeline,
  pipelineAction,
} from '#app/features/pipeline/pipeline.server.ts';
import { companyJobPostView } from '#app/features/job-posts/job-post-view.ts';
import { jobPostPageSchema, jobPostSchema } from '#app/features/job-posts/job-post.schema.ts';
import { readForm } from '#app/server/forms.server.ts';
import { takeNotice } from '#app/server/notice.server.ts';
import { getZodConstraint, parseWithZod } from '#app/server/validation.server.ts';
import { JOB_POST_FIELDS } from '#catalog/job-post-rules.ts';
import { archive, notFound, saveEdit, setVisibility, type ActionData } from './actions.server';

export async function action({ request, params }: ActionFunctionArgs) {
  await requireJobPostCompany(request);
  const form = await readForm(request);
  // The pipeline's stage forms (issue 43).
  if (isPipelineIntent(form.get('intent')))
    return pipelineAction(request, form, `/company-job-posts/${String(params.id ?? '')}`);
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
  const [cards, pipeline] = await Promise.all([
    interestedCandidates(request, id),
    loadJobPostPipeline(request, id),
  ]);
  const values = Object.fromEntries(JOB_POST_FIELDS.map((field) => [field, post[field] ?? '']));
  const { notice, headers } = await takeNotice(request);
  return data(
    {
      post: companyJobPostView(post),
      values,
      constraint: getZodConstraint(jobPostSchema),
      cards,
      pipeline,
      archiveDialog: url.searchParams.get('archivia') === '1' && !post.archiviato,
      saved: notice === 'jobPostSaved',
      visibilityFailed: notice === 'visibilityFailed',
    },
    { headers },
  );
}
