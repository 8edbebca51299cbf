// The job-post rules shared by the Remix forms and Strapi (strapi/src/catalog/job-post-rules.ts) and the Remix
// schemas built on them (app/features/job-posts/job-post.schema.ts, the spec's 'Campo obbligatorio').
import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import {
  JOB_POST_DEFAULTS,
  JOB_POST_FIELDS,
  JOB_POST_STEPS,
  PROVINCE_OPTIONS,
  jobPostData,
  jobPostErrors,
} from '#catalog/common.ts';
import { jobPostSchema, jobPostStepSchemas } from '#app/features/job-posts/job-post.schema.ts';

const valid = {
  posizione: 'Manutentore elettromeccanico',
  titoloStudio: '3',
  esperienza: 'Superiore ai 10 anni',
  qualifica: 'Impiegato',
  tipoContratto: 'determinato',
  residenza: 'TO',
  ral: 'over_50K',
  benefits: 'Auto aziendale, corso di saldatura 40 ore',
};

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe('job-post rules', () => {
  it('accepts a full post and a post with only the required fields', () => {
    expect(jobPostErrors(valid)).toEqual({});
    expect(jobPostErrors({ posizione: 'Saldatore', ...JOB_POST_DEFAULTS })).toEqual({});
  });

  it('has the spec defaults: the second province of the list and under_30K', () => {
    expect(JOB_POST_DEFAULTS.residenza).toBe(PROVINCE_OPTIONS[1].value);
    expect(JOB_POST_DEFAULTS.ral).toBe('under_30K');
    expect(JOB_POST_STEPS.map((step) => step.length)).toEqual([1, 3, 4]);
    expect(JOB_POST_FIELDS).toHaveLength(8);
  });

  it('refuses missing, oversized, unknown and contact-bearing values', () => {
    expect(jobPostErrors({ ...valid, posizione: '   ' })).toEqual({ posizione: 'required' });
    expect(jobPostErrors({ ...valid, posizione: 'x'.repeat(121) })).toEqual({ posizione: 'tooLong' });
    expect(jobPostErrors({ ...valid, posizione: 42 })).toEqual({ posizione: 'invalidOption' });
    expect(jobPostErrors({ ...valid, residenza: 'XX', ral: 'tanti', titoloStudio: '9' })).toEqual({
      residenza: 'invalidOption',
      ral: 'invalidOption',
      titoloStudio: 'invalidOption',
    });
    expect(jobPostErrors({ ...valid, esperienza: 'Molta', qualifica: 'Capo', tipoContratto: 'x' })).toEqual({
      esperienza: 'invalidOption',
      qualifica: 'invalidOption',
      tipoContratto: 'invalidOption',
    });
    expect(jobPostErrors({ ...valid, benefits: 'Chiamate il 347 1234567' })).toEqual({ benefits: 'noPhone' });
    expect(jobPostErrors({ ...valid, posizione: 'CNC, scrivi a job@ditta.it' })).toEqual({
      posizione: 'noEmail',
    });
    expect(jobPostErrors({ ...valid, benefits: 'Sede in Via Roma 12' })).toEqual({ benefits: 'noAddress' });
  });

  it('stores trimmed texts and empty optional values as null', () => {
    expect(jobPostData({ posizione: '  Saldatore ', benefits: ' ', esperienza: '' })).toMatchObject({
      posizione: 'Saldatore',
      benefits: null,
      esperienza: null,
    });
  });
});

describe('job-post forms', () => {
  it("says 'Campo obbligatorio' for an empty posizione and keeps the other values", () => {
    const submission = parseWithZod(form({ ...valid, posizione: '' }), { schema: jobPostSchema });
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual({ posizione: ['Campo obbligatorio'] });
    expect(submission.payload.benefits).toBe(valid.benefits);
  });

  it('judges each wizard step on its own fields, with the free-text messages', () => {
    expect(parseWithZod(form({ posizione: 'Saldatore' }), { schema: jobPostStepSchemas[0] }).status).toBe(
      'success',
    );
    const step3 = parseWithZod(form({ residenza: 'AL', ral: 'under_30K', benefits: 'hr@ditta.it' }), {
      schema: jobPostStepSchemas[2],
    });
    expect(step3.reply().error).toEqual({ benefits: ["Non puoi inserire l'email"] });
  });
});
