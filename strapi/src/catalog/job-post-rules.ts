/**
 * Validation rules of a job post (annunci, spec 02 §3, §4 "Job-offer wizard", §5 "Job offer"), pure and
 * dependency-free, so the Remix wizard and edit form (zod, early feedback and their actions) and Strapi (the
 * authority, POST/PUT /api/annuncis) apply the same rules. Rules return codes; the Remix app maps them to its
 * Italian texts. Free texts follow the free-text rule of spec 01 §5, so no contact data can leak through a post.
 * ES5 library only (see options.ts).
 */
import { ESPERIENZA, QUALIFICA, RAL_DESIDERATA, TIPO_CONTRATTO } from './candidate';
import { TITOLO_STUDIO_LEVELS } from './filters';
import { FREE_TEXT_MESSAGES, freeTextIssue } from './free-text';
import { isOneOf, isOptionValue, optionValues } from './options';
import { PROVINCE_OPTIONS } from './province-list';

export const POSIZIONE_MAX = 120;
export const BENEFITS_MAX = 500;

/** The fields a company writes, by wizard step (step 1 'Posizione ricercata', 2, 3). */
export const JOB_POST_STEPS = [
  ['posizione'],
  ['titoloStudio', 'esperienza', 'qualifica'],
  ['tipoContratto', 'residenza', 'ral', 'benefits'],
] as const;
export type JobPostField = (typeof JOB_POST_STEPS)[number][number];
export const JOB_POST_FIELDS: JobPostField[] = ([] as JobPostField[]).concat(
  JOB_POST_STEPS[0],
  JOB_POST_STEPS[1],
  JOB_POST_STEPS[2],
);

/** Education levels a post may ask for: the search filter's levels, as stored strings ('0' = any). */
export const JOB_POST_TITOLI = TITOLO_STUDIO_LEVELS.map((level) => ({
  value: String(level.value),
  label: level.label,
}));

/** The spec's defaults: R.A.L. under_30K, the residence the second entry of the province list. */
export const JOB_POST_DEFAULTS = {
  ral: 'under_30K',
  residenza: PROVINCE_OPTIONS[1].value,
} as const;

export type JobPostRuleCode = 'required' | 'tooLong' | 'invalidOption' | 'noEmail' | 'noPhone' | 'noAddress';
export type JobPostErrors = Partial<Record<JobPostField, JobPostRuleCode>>;
export type JobPostValues = Partial<Record<JobPostField, string>>;

function freeTextCode(text: string): JobPostRuleCode | null {
  const issue = freeTextIssue(text);
  if (issue === FREE_TEXT_MESSAGES.noEmail) return 'noEmail';
  if (issue === FREE_TEXT_MESSAGES.noPhone) return 'noPhone';
  if (issue === FREE_TEXT_MESSAGES.noAddress) return 'noAddress';
  return null;
}

function textError(value: unknown, required: boolean, max: number): JobPostRuleCode | null {
  if (value === undefined || value === null || value === '') return required ? 'required' : null;
  if (typeof value !== 'string') return 'invalidOption';
  const text = value.trim();
  if (!text) return required ? 'required' : null;
  if (text.length > max) return 'tooLong';
  return freeTextCode(text);
}

const isProvincia = (value: unknown) => {
  for (const option of PROVINCE_OPTIONS) if (option.value === value) return true;
  return false;
};

/** The error code of one field (empty optional values are fine), or null. */
export function jobPostFieldError(field: JobPostField, value: unknown): JobPostRuleCode | null {
  const empty = value === undefined || value === null || value === '';
  switch (field) {
    case 'posizione':
      return textError(value, true, POSIZIONE_MAX);
    case 'benefits':
      return textError(value, false, BENEFITS_MAX);
    case 'titoloStudio':
      return empty || isOptionValue(JOB_POST_TITOLI, value) ? null : 'invalidOption';
    case 'esperienza':
      return empty || isOneOf(ESPERIENZA, value) ? null : 'invalidOption';
    case 'qualifica':
      return empty || isOneOf(QUALIFICA, value) ? null : 'invalidOption';
    case 'tipoContratto':
      return empty || isOptionValue(TIPO_CONTRATTO, value) ? null : 'invalidOption';
    case 'residenza':
      if (empty) return 'required';
      return isProvincia(value) ? null : 'invalidOption';
    case 'ral':
      if (empty) return 'required';
      return optionValues(RAL_DESIDERATA).indexOf(value as never) !== -1 ? null : 'invalidOption';
    default:
      return 'invalidOption';
  }
}

/** The errors of the given fields of `data` (all fields by default). */
export function jobPostErrors(
  data: Record<string, unknown>,
  fields: ReadonlyArray<JobPostField> = JOB_POST_FIELDS,
): JobPostErrors {
  const errors: JobPostErrors = {};
  for (const field of fields) {
    const code = jobPostFieldError(field, data[field]);
    if (code) errors[field] = code;
  }
  return errors;
}

/** The stored values of a valid post: trimmed texts, empty optional values as null. */
export function jobPostData(data: Record<string, unknown>): Record<JobPostField, string | null> {
  const out = {} as Record<JobPostField, string | null>;
  for (const field of JOB_POST_FIELDS) {
    const value = data[field];
    out[field] = typeof value === 'string' && value.trim() ? value.trim() : null;
  }
  return out;
}
