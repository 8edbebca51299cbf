// What every state-changing form post goes through before its action reads it:
// a size limit, the CSRF check (remix-utils) and, on public forms, the honeypot. Multipart posts (the uploads)
// go through `readMultipartForm`, which checks the token before it keeps a single byte of a file.
import {
  createCookie,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node';
import { CSRF, CSRFError } from 'remix-utils/csrf/server';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { FILE_TOO_LARGE } from '#app/lib/picture.ts';
import { common } from '#app/texts/index.ts';
import { env } from './env.server';

const csrfCookie = createCookie('csrf', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: env.secureCookies,
  secrets: env.sessionSecrets,
});

export const csrf = new CSRF({ cookie: csrfCookie, secret: env.sessionSecrets[0] });

export const honeypot = new Honeypot({ encryptionSeed: env.sessionSecrets[0] });

type HoneypotProps = ReturnType<Honeypot['getInputProps']>;
let honeypotProps: { second: number; props: HoneypotProps } | null = null;

/**
 * The honeypot inputs of every page (root loader). remix-utils encrypts the "valid from" time with crypto-js on
 * each call, a pure-JavaScript AES behind an MD5 key derivation: about 0.7 ms of CPU per page, for a value that
 * only says "served before now" (the check refuses a time not in the past). Pages served within the same second
 * share one; it holds nobody's data (docs/performance.md "Pages per core").
 */
export function honeypotInputProps(now = Date.now()): HoneypotProps {
  const second = Math.floor(now / 1000);
  if (honeypotProps?.second !== second)
    honeypotProps = { second, props: honeypot.getInputProps({ validFromTimestamp: now }) };
  return honeypotProps.props;
}

/**
 * A refusal, as a plain-text answer. One that leaves the rest of the body unread keeps the connection open: the
 * server reads and drops that rest after the answer (server/lingering.mjs), as closing under a sender still
 * uploading would reset the connection and lose the answer.
 */
function badRequest(message: string, status = 400): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

type ReadFormOptions = { honeypot?: boolean };

/**
 * The request's body stream cut at `max` bytes: whatever Content-Length says (or without one, chunked), reading
 * past the limit fails with the 413 Response, and the rest is not read. A declared length over the limit throws
 * it at once. Every body the app reads goes through here (forms, the brand upload, the Stripe webhook).
 */
export function limitedBody(request: Request, max: number): ReadableStream<Uint8Array> | null {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) throw badRequest(common.bodyTooLarge, 413);
  if (!request.body) return null;
  let size = 0;
  // preventCancel: cancelling the request's stream destroys its socket (the Remix adapter's stream pump), and the
  // 413 would never reach the visitor, who would see a reset connection. The socket stays; after the answer the
  // server reads and drops the rest of the body (server/lingering.mjs).
  return request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > max) controller.error(badRequest(common.bodyTooLarge, 413));
        else controller.enqueue(chunk);
      },
    }),
    { preventCancel: true },
  );
}

/** The whole body, up to `max` bytes (else the 413 Response is thrown). */
export async function readBody(request: Request, max: number): Promise<Buffer> {
  const reader = limitedBody(request, max)?.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

/** NUL never belongs in typed text (and PostgreSQL cannot store it): it is dropped from names and values. */
const NUL = String.fromCharCode(0);

function withoutNul(formData: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of formData.entries()) {
    const key = name.replaceAll(NUL, '');
    if (typeof value === 'string') clean.append(key, value.replaceAll(NUL, ''));
    else clean.append(key, value);
  }
  return clean;
}

/** The CSRF check of every form post: a missing or wrong token is the 403 Response. */
async function checkCsrf(formData: FormData, request: Request) {
  try {
    await csrf.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) throw badRequest(common.csrfFailed, 403);
    throw error;
  }
}

/**
 * Reads a posted form after checking its size (the bytes actually read), CSRF token and (for public forms)
 * honeypot. Throws a 4xx Response with an Italian message when a check fails.
 */
export async function readForm(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  const body = await readBody(request, env.maxFormBytes);
  let formData: FormData;
  try {
    const copy = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: new Uint8Array(body) as unknown as BodyInit,
    });
    formData = withoutNul(await copy.formData());
  } catch {
    throw badRequest(common.badRequestTitle);
  }
  await checkCsrf(formData, request);
  if (options.honeypot) {
    try {
      honeypot.check(formData);
    } catch (error) {
      if (error instanceof SpamError) throw badRequest(common.spam);
      throw error;
    }
  }
  return formData;
}

export const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

export type MultipartRules = {
  /** The whole body: reading stops with 413 past it, and a larger declared Content-Length is refused at once. */
  maxBytes: number;
  /** The file fields and the largest file each keeps; a larger file is read, dropped and becomes FILE_TOO_LARGE. */
  files: Record<string, number>;
  /** The text fields kept (up to 8 kB each, a longer one becomes ''); any other part is read and dropped. */
  fields?: readonly string[];
};

const MAX_TEXT_PART_BYTES = 8 * 1024;
const MAX_TOKEN_BYTES = 1024;
/** A post of more parts than this is refused (400) before the rest is read. */
const MAX_PARTS = 20;

async function drain(data: AsyncIterable<Uint8Array>) {
  for await (const chunk of data) void chunk;
}

/** A part's bytes up to `limit`; past it the rest of the part is read and dropped, and the answer is null. */
async function keepUpTo(data: AsyncIterable<Uint8Array>, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

/**
 * The one reader of multipart posts (the uploads), streamed within `rules.maxBytes`. The CSRF token must come
 * before any file part (the forms put `AuthenticityTokenInput` first): it is checked as soon as it is read, and a
 * file part before it, or a wrong token, is the 403 Response before a byte of any file is kept. Then each file is
 * kept up to its limit (past it the field becomes FILE_TOO_LARGE, so what was typed survives for the message),
 * and the listed text fields up to 8 kB. Throws a 4xx Response with an Italian message for a broken post.
 */
export async function readMultipartForm(request: Request, rules: MultipartRules): Promise<FormData> {
  if (!isMultipart(request)) throw badRequest(common.badRequestTitle);
  const limited = new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: limitedBody(request, rules.maxBytes),
    duplex: 'half',
  } as RequestInit);
  let parts = 0;
  let checked = false;
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    parts += 1;
    if (parts > MAX_PARTS) throw badRequest(common.badRequestTitle);
    const isFile = filename !== undefined;
    if (!checked && name === 'csrf' && !isFile) {
      const token = await keepUpTo(data, MAX_TOKEN_BYTES);
      const tokenForm = new FormData();
      tokenForm.set('csrf', token?.toString('utf8') ?? '');
      await checkCsrf(tokenForm, request);
      checked = true;
      return undefined;
    }
    if (!checked && isFile) throw badRequest(common.csrfFailed, 403);
    const fileLimit = isFile && Object.hasOwn(rules.files, name) ? rules.files[name] : undefined;
    if (fileLimit !== undefined) {
      const bytes = await keepUpTo(data, fileLimit);
      if (bytes === null) return FILE_TOO_LARGE;
      if (bytes.byteLength === 0 && !filename) return undefined;
      return new File([bytes], filename || name, { type: contentType });
    }
    if (isFile || !rules.fields?.includes(name)) {
      await drain(data);
      return undefined;
    }
    return (await keepUpTo(data, MAX_TEXT_PART_BYTES))?.toString('utf8') ?? '';
  };
  let formData: FormData;
  try {
    formData = await parseMultipartFormData(limited, handler);
  } catch (error) {
    // The 413 of the byte limit, the 403 of the token, the 400 of too many parts; else a broken multipart body.
    if (error instanceof Response) throw error;
    throw badRequest(common.badRequestTitle);
  }
  if (!checked) throw badRequest(common.csrfFailed, 403);
  return formData;
}
