// The keys of the signed links that work without logging in (the alert e-mails' off-links, issue 11 and 42): each
// purpose has its own HMAC-SHA256 key derived from Strapi's JWT_SECRET, so no new secret to configure and a token
// made for one purpose never verifies for another (nor does a user JWT).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { secret } from '../../config/lib/env';

/** The HMAC key of `purpose` (a fixed, versioned string such as `portale-lavoro-industria:alert-off-link:v1`). */
export const linkKey = (purpose: string): Buffer => {
  const base = secret('JWT_SECRET');
  // assertSecrets() refuses to start without it; this only guards a misuse outside a started Strapi.
  if (!base) throw new Error('JWT_SECRET is not set');
  return createHmac('sha256', base).update(purpose).digest();
};

/** The base64url HMAC of `message` under the key of `purpose`. */
export const linkSignature = (purpose: string, message: string): string =>
  createHmac('sha256', linkKey(purpose)).update(message).digest('base64url');

/** Constant-time comparison of a given signature with the expected one. */
export const sameSignature = (expected: string, given: string): boolean => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};
