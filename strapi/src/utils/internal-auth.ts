/**
 * The internal routes (payment fulfilment) are called by the Remix server only, with the shared secret
 * INTERNAL_API_SECRET in the `x-internal-secret` header. They are role-less (`auth: false`): a browser or company
 * JWT grants nothing there; without the secret the answer is 404, as if the route did not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import { secret } from '../../config/lib/env';
import { apiError, type ApiContext } from './api-error';

export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

export const isInternalCall = (headers: Record<string, string | string[] | undefined>): boolean => {
  const expected = secret('INTERNAL_API_SECRET');
  const given = headers[INTERNAL_SECRET_HEADER];
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** True for the Remix server; anyone else gets the 404 of a route that does not exist. */
export function internalOnly(ctx: ApiContext): boolean {
  if (isInternalCall(ctx.request.headers)) return true;
  apiError(ctx, 404, 'not_found', 'Not Found');
  return false;
}
