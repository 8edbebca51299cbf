// The 'Configure Brand' form (spec 02 §4, §5): a multipart post read as a stream by the one multipart reader (the
// CSRF token before any logo byte is kept, an oversized logo never buffered beyond its limit), judged by its zod
// schema; then one Strapi call uploads the logo and attaches it to the caller's company. A refused post answers
// conform's reply (the form's `lastResult`: the errors per field and what was typed, not the file).
import type { SubmissionResult } from '@conform-to/react';
import { brand } from '#app/texts/index.ts';
import { BRAND_LOGO_MAX_BYTES } from '#catalog/company-rules.ts';
import { brandSchema } from '#app/features/brand/brand.schema.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { readMultipartForm } from '#app/server/forms.server.ts';
import { parseWithZod } from '#app/server/validation.server.ts';

/** A whole brand post can never be larger than this: reading stops with 413 at this many bytes. */
const MAX_BRAND_POST_BYTES = 25 * 1024 * 1024;

export type BrandResult =
  | { outcome: 'saved' }
  | { outcome: 'invalid'; result: SubmissionResult<string[]> }
  | { outcome: 'uploadError' | 'attachError'; unavailable?: true };

/** HTTP status of a brand post that was not saved: 503 when Strapi could not be reached, else 400. */
export const brandStatus = (result: BrandResult) =>
  result.outcome !== 'invalid' && result.outcome !== 'saved' && result.unavailable ? 503 : 400;

/** Reads, checks and forwards a brand post. Throws 4xx Responses for a broken or forged post. */
export async function handleBrandPost(request: Request, hasLogo: boolean): Promise<BrandResult> {
  const formData = await readMultipartForm(request, {
    maxBytes: MAX_BRAND_POST_BYTES,
    files: { logo: BRAND_LOGO_MAX_BYTES },
    fields: ['descrizione', 'sito_web_link'],
  });
  const submission = parseWithZod(formData, { schema: brandSchema(hasLogo) });
  // What was typed comes back, whatever the outcome; a file cannot be sent back.
  const refused = (fieldErrors?: Record<string, string[]>): BrandResult => ({
    outcome: 'invalid',
    result: submission.reply({ hideFields: ['logo'], ...(fieldErrors ? { fieldErrors } : {}) }),
  });
  if (submission.status !== 'success') return refused();
  const { logo, descrizione, sito_web_link: sito } = submission.value;
  const body = new FormData();
  if (logo) body.set('logo', logo, logo.name);
  body.set('descrizione', descrizione);
  body.set('sito_web_link', sito);
  const result = await strapi.company.brand(request, { body, serverErrors: 'return' });
  if (result.ok) return { outcome: 'saved' };
  // Strapi down or failing: the spec's upload-failure dialog, not the 503 page, so the texts stay in the form.
  if (result.status === 503) return { outcome: 'uploadError', unavailable: true };
  const details = result.error.details as { step?: string; errors?: Record<string, string> } | undefined;
  console.warn(`[brand] Strapi answered ${result.status}: ${result.error.message}`);
  if (details?.errors) {
    const mapped: Record<string, string[]> = {};
    if (details.errors.logo)
      mapped.logo = [details.errors.logo === 'size' ? brand.fileTooLarge : brand.fileType];
    if (details.errors.descrizione) mapped.descrizione = [brand.descrizioneRequired];
    if (details.errors.sito_web_link) mapped.sito_web_link = [brand.urlInvalid];
    return refused(mapped);
  }
  return { outcome: details?.step === 'attach' ? 'attachError' : 'uploadError' };
}
