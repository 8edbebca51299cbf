// Forms of a job post (wizard steps and the edit form), built on the rules Strapi applies too
// (strapi/src/catalog/job-post-rules.ts), with the spec's messages ('Campo obbligatorio' for posizione).
import { z } from 'zod';
import {
  JOB_POST_FIELDS,
  JOB_POST_STEPS,
  jobPostFieldError,
  type JobPostField,
} from '#catalog/job-post-rules.ts';
import { jobPostMessage } from '#app/features/job-posts/job-post-fields.ts';
import { common, jobPosts } from '#app/texts/index.ts';

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

/**
 * The posts of a job post's page, one discriminated union on the button's `intent`: the interested candidates'
 * card posts (judged by candidateCardSchema where they are handled), the visibility toggle, 'Archivia' and the
 * edit form. An unknown button is the bad-request message.
 */
export const jobPostPageSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('favourite') }),
    z.object({ intent: z.literal('unlock') }),
    z.object({
      intent: z.literal('visibility'),
      visibile: z.enum(['true', 'false'], { message: jobPosts.visibilityError }),
      /** '1' from the fetcher, which gets a small JSON answer instead of the redirect. */
      _fetcher: z.string().optional(),
    }),
    z.object({ intent: z.literal('archive') }),
    jobPostSchema.extend({ intent: z.literal('edit') }),
  ],
  { errorMap: () => ({ message: common.badRequestTitle }) },
);

/** 'Mi interessa' on the candidates' board (/bacheca-annunci): the post's documentId. */
export const jobPostInterestSchema = z.object({
  annuncio: z.string({ required_error: common.required }).regex(/^[a-z0-9]{10,40}$/i, common.badRequestTitle),
});
