// What every state-changing form post goes through before its action reads it:
// a size limit, the CSRF check (remix-utils) and, on public forms, the honeypot.
import { createCookie } from '@remix-run/node';
import { CSRF, CSRFError } from 'remix-utils/csrf/server';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { common } from '~/texts';
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

function badRequest(message: string, status = 400): Response {
  const headers: Record<string, string> = { 'Content-Type': 'text/plain; charset=utf-8' };
  // The unread body stays on the socket: close it rather than let the client reuse it.
  if (status === 413) headers.Connection = 'close';
  return new Response(message, { status, headers });
}

type ReadFormOptions = { honeypot?: boolean };

/**
 * The body, read up to `max` bytes: whatever Content-Length says (or without one, chunked), a longer body is refused
 * with 413 as soon as the limit is passed, without reading the rest.
 */
async function readLimited(request: Request, max: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) throw badRequest(common.bodyTooLarge, 413);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw badRequest(common.bodyTooLarge, 413);
    }
    chunks.push(value);
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

/**
 * Reads a posted form after checking its size (the bytes actually read), CSRF token and (for public forms)
 * honeypot. Throws a 4xx Response with an Italian message when a check fails.
 */
export async function readForm(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  const body = await readLimited(request, env.maxFormBytes);
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
  try {
    await csrf.validate(formData, request.headers);
  } catch (error) {
    if (error instanceof CSRFError) throw badRequest(common.csrfFailed, 403);
    throw error;
  }
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
