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
 * Reads a posted form after checking its size, CSRF token and (for public forms) honeypot.
 * Throws a 4xx Response with an Italian message when a check fails.
 */
export async function readForm(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > env.maxFormBytes) throw badRequest(common.bodyTooLarge, 413);
  let formData: FormData;
  try {
    formData = await request.formData();
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
