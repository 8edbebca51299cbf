// The 'Configure Brand' form (spec 02 §4, §5): a multipart post read as a stream, so an oversized logo is never
// buffered beyond the limit; then one Strapi call uploads the logo and attaches it to the caller's company.
import {
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node';
import { CSRFError } from 'remix-utils/csrf/server';
import { brand, common } from '~/texts';
import {
  BRAND_DESCRIZIONE_MAX,
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_TYPES,
  COMPANY_PATTERNS,
} from '../../strapi/src/catalog/company-rules';
import { authedFetch } from './auth.server';
import { csrf, limitedBody } from './forms.server';

export const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** A whole brand post can never be larger than this: reading stops with 413 at this many bytes. */
const MAX_BRAND_POST_BYTES = 25 * 1024 * 1024;
const MAX_TEXT_PART_BYTES = 8 * 1024;
/** The fields the form has; any other part is read and dropped, and a post of more parts than this is refused. */
const BRAND_FIELDS = new Set(['csrf', 'descrizione', 'sito_web_link', 'logo']);
const MAX_PARTS = 20;
const TOO_LARGE = '\u0000too-large';

async function drain(data: AsyncIterable<Uint8Array>) {
  for await (const chunk of data) void chunk;
}

/**
 * Keeps text parts (up to 8 kB) and the `logo` file up to the logo limit; past the limit the rest of the part
 * is read and dropped and the field becomes a marker, so the other fields (what the user typed) survive.
 */
function brandUploadHandler(): UploadHandler {
  let parts = 0;
  return async ({ name, filename, contentType, data }) => {
    parts += 1;
    if (parts > MAX_PARTS) {
      // The rest of the body stays unread on the socket: close it rather than let the client reuse it.
      throw new Response(common.badRequestTitle, { status: 400, headers: { Connection: 'close' } });
    }
    if (!BRAND_FIELDS.has(name) || (filename !== undefined) !== (name === 'logo')) {
      await drain(data);
      return undefined;
    }
    return keepPart(filename, contentType, data);
  };
}

async function keepPart(filename: string | undefined, contentType: string, data: AsyncIterable<Uint8Array>) {
  const limit = filename !== undefined ? BRAND_LOGO_MAX_BYTES : MAX_TEXT_PART_BYTES;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
  }
  if (filename !== undefined) {
    if (size === 0 && !filename) return undefined;
    if (size > limit) return TOO_LARGE;
    return new File([Buffer.concat(chunks)], filename || 'logo', { type: contentType });
  }
  if (size > limit) return '';
  return Buffer.concat(chunks).toString('utf8');
}

export type BrandFieldErrors = Partial<Record<'logo' | 'descrizione' | 'sito_web_link', string>>;
export type BrandResult =
  | { outcome: 'saved' }
  | { outcome: 'invalid'; errors: BrandFieldErrors; values: { descrizione: string; sito_web_link: string } }
  | { outcome: 'uploadError' | 'attachError'; unavailable?: true };

/** HTTP status of a brand post that was not saved: 503 when Strapi could not be reached, else 400. */
export const brandStatus = (result: BrandResult) =>
  result.outcome !== 'invalid' && result.outcome !== 'saved' && result.unavailable ? 503 : 400;

function validate(formData: FormData, hasLogo: boolean) {
  const descrizione = String(formData.get('descrizione') ?? '').trim();
  const sito = String(formData.get('sito_web_link') ?? '').trim();
  const logo = formData.get('logo');
  const errors: BrandFieldErrors = {};
  if (!descrizione) errors.descrizione = brand.descrizioneRequired;
  else if (descrizione.length > BRAND_DESCRIZIONE_MAX) errors.descrizione = brand.descrizioneMax;
  if (!COMPANY_PATTERNS.url.test(sito) || sito.length > 500) errors.sito_web_link = brand.urlInvalid;
  if (logo === TOO_LARGE) errors.logo = brand.fileTooLarge;
  else if (logo instanceof File && logo.size > 0) {
    if (!(BRAND_LOGO_TYPES as readonly string[]).includes(logo.type)) errors.logo = brand.fileType;
  } else if (!hasLogo) errors.logo = brand.logoRequired;
  return { errors, descrizione, sito, logo: logo instanceof File && logo.size > 0 ? logo : null };
}

/** Reads, checks and forwards a brand post. Throws 4xx Responses for a broken or forged post. */
export async function handleBrandPost(request: Request, hasLogo: boolean): Promise<BrandResult> {
  const limited = new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: limitedBody(request, MAX_BRAND_POST_BYTES),
    duplex: 'half',
  } as RequestInit);
  let formData: FormData;
  try {
    formData = await parseMultipartFormData(limited, brandUploadHandler());
  } catch (error) {
    // The 413 of the byte limit, the 400 of too many parts; anything else is a broken multipart body.
    if (error instanceof Response) throw error;
    throw new Response(common.badRequestTitle, { status: 400 });
  }
  try {
    await csrf.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) throw new Response(common.csrfFailed, { status: 403 });
    throw error;
  }

  const { errors, descrizione, sito, logo } = validate(formData, hasLogo);
  if (Object.keys(errors).length > 0) {
    return { outcome: 'invalid', errors, values: { descrizione, sito_web_link: sito } };
  }
  const body = new FormData();
  if (logo) body.set('logo', logo, logo.name);
  body.set('descrizione', descrizione);
  body.set('sito_web_link', sito);
  const result = await authedFetch(request, '/api/hr-companies/me/brand', {
    method: 'POST',
    body,
    serverErrors: 'return',
  });
  if (result.ok) return { outcome: 'saved' };
  // Strapi down or failing: the spec's upload-failure dialog, not the 503 page, so the texts stay in the form.
  if (result.status === 503) return { outcome: 'uploadError', unavailable: true };
  const details = result.error.details as { step?: string; errors?: Record<string, string> } | undefined;
  console.warn(`[brand] Strapi answered ${result.status}: ${result.error.message}`);
  if (details?.errors) {
    const mapped: BrandFieldErrors = {};
    if (details.errors.logo)
      mapped.logo = details.errors.logo === 'size' ? brand.fileTooLarge : brand.fileType;
    if (details.errors.descrizione) mapped.descrizione = brand.descrizioneRequired;
    if (details.errors.sito_web_link) mapped.sito_web_link = brand.urlInvalid;
    return { outcome: 'invalid', errors: mapped, values: { descrizione, sito_web_link: sito } };
  }
  return { outcome: details?.step === 'attach' ? 'attachError' : 'uploadError' };
}
