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
 * The request's body stream cut at `max` bytes: whatever Content-Length says (or without one, chunked), reading
 * past the limit fails with the 413 Response, and the rest is not read. A declared length over the limit throws
 * it at once. Every body the app reads goes through here (forms, the brand upload, the Stripe webhook).
 */
export function limitedBody(request: Request, max: number): ReadableStream<Uint8Array> | null {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) throw badRequest(common.bodyTooLarge, 413);
  if (!request.body) return null;
  let size = 0;
  return request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > max) controller.error(badRequest(common.bodyTooLarge, 413));
        else controller.enqueue(chunk);
      },
    }),
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
