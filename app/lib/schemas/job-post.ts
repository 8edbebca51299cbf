// Forms of a job post (wizard steps and the edit form), built on the rules Strapi applies too
// (strapi/src/catalog/job-post-rules.ts), with the spec's messages ('Campo obbligatorio' for posizione).
import { z } from 'zod';
import {
  JOB_POST_FIELDS,
  JOB_POST_STEPS,
  jobPostFieldError,
  type JobPostField,
} from '../../../strapi/src/catalog/job-post-rules';
import { jobPostMessage } from '../job-post-fields';

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
