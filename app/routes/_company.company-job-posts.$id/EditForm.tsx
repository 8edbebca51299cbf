// The job post's edit form: the wizard's fields and rules in one conform form; Strapi's judgement per field comes
// back as `lastResult` (actions.server.ts saveEdit).
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { JOB_POST_FIELDS } from '#catalog/job-post-rules.ts';
import { Button } from '#app/components/ui/Button.tsx';
import type { Constraints } from '#app/components/useServerForm.ts';
import { JobPostFields } from '#app/features/job-posts/JobPostFields.tsx';
import { parseJobPostFields } from '#app/features/job-posts/job-post-fields.ts';
import { jobPosts as texts } from '#app/texts/index.ts';

export function EditForm({
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
    <section className="panel panel-md panel-flat mt-8" aria-labelledby="modifica">
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
