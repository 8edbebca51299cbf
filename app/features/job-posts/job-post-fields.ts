// The job-post fields' messages and their check in the browser, without zod (issue 16: zod stays on the server):
// the same shared rule as the server's schemas (strapi/src/catalog/job-post-rules.ts), so the wizard's step 1 can
// say 'Campo obbligatorio' on every change and keep 'Avanti' disabled while posizione is empty.
import { parse } from '@conform-to/react';
import { FREE_TEXT_MESSAGES } from '#catalog/free-text.ts';
import {
  BENEFITS_MAX,
  JOB_POST_STEPS,
  POSIZIONE_MAX,
  jobPostFieldError,
  type JobPostField,
  type JobPostRuleCode,
} from '#catalog/job-post-rules.ts';
import { jobPosts as texts } from '#app/texts/index.ts';

const MAX: Partial<Record<JobPostField, number>> = { posizione: POSIZIONE_MAX, benefits: BENEFITS_MAX };

export const JOB_POST_STEP_COUNT = JOB_POST_STEPS.length;

export function jobPostMessage(field: JobPostField, code: JobPostRuleCode): string {
  switch (code) {
    case 'required':
      return texts.required;
    case 'tooLong':
      return texts.tooLong(MAX[field] ?? 0);
    case 'noEmail':
    case 'noPhone':
    case 'noAddress':
      return FREE_TEXT_MESSAGES[code];
    default:
      return texts.invalidOption;
  }
}

/** conform's submission of some job-post fields, judged by the shared rule: what `onValidate` runs in the browser. */
export const parseJobPostFields = (formData: FormData, fields: readonly JobPostField[]) =>
  parse(formData, {
    resolve: (value) => {
      const typed = value as Record<string, unknown>;
      const error: Record<string, string[]> = {};
      for (const field of fields) {
        const raw = typed[field];
        const code = jobPostFieldError(field, typeof raw === 'string' ? raw : undefined);
        if (code) error[field] = [jobPostMessage(field, code)];
      }
      return Object.keys(error).length > 0 ? { error } : { value: typed };
    },
  });
