// Forms of a job post (wizard steps and the edit form), built on the rules Strapi applies too
// (strapi/src/catalog/job-post-rules.ts), with the spec's messages ('Campo obbligatorio' for posizione).
import { z } from 'zod';
import { FREE_TEXT_MESSAGES } from '../../../strapi/src/catalog/free-text';
import {
  BENEFITS_MAX,
  JOB_POST_FIELDS,
  JOB_POST_STEPS,
  POSIZIONE_MAX,
  jobPostFieldError,
  type JobPostField,
  type JobPostRuleCode,
} from '../../../strapi/src/catalog/job-post-rules';
import { jobPosts as texts } from '~/texts';

const MAX: Partial<Record<JobPostField, number>> = { posizione: POSIZIONE_MAX, benefits: BENEFITS_MAX };

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

/** One field judged by the shared rule (conform hands empty inputs over as undefined). */
const field = (name: JobPostField) =>
  z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const code = jobPostFieldError(name, value);
      if (code) ctx.addIssue({ code: z.ZodIssueCode.custom, message: jobPostMessage(name, code) });
    });

const schemaOf = (fields: readonly JobPostField[]) =>
  z.object(
    Object.fromEntries(fields.map((name) => [name, field(name)])) as Record<
      JobPostField,
      ReturnType<typeof field>
    >,
  );

/** The wizard's steps 1-3. */
export const jobPostStepSchemas = JOB_POST_STEPS.map((fields) => schemaOf(fields));
/** The edit form: every field. */
export const jobPostSchema = schemaOf(JOB_POST_FIELDS);

export const JOB_POST_STEP_COUNT = JOB_POST_STEPS.length;
