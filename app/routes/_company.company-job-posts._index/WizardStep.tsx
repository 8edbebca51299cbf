// One step of 'Crea il tuo annuncio': the step's fields in a form that posts to the page (a modal with JavaScript).
import { PATH } from './paths.ts';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { JobPostFields } from '#app/features/job-posts/JobPostFields.tsx';
import type { Constraints } from '#app/components/useServerForm.ts';
import { WizardDialog } from '#app/components/ui/WizardDialog.tsx';
import { JOB_POST_STEP_COUNT, parseJobPostFields } from '#app/features/job-posts/job-post-fields.ts';
import { JOB_POST_STEPS, jobPostFieldError, type JobPostField } from '#catalog/job-post-rules.ts';
import { jobPosts as texts } from '#app/texts/index.ts';

type Values = Partial<Record<JobPostField, string>>;

export function WizardStep({
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
