/**
 * Server-side end of sessions (issue 15 hole): a JWT is self-contained, so dropping the cookie at logout left a
 * copied token valid for its whole life. Logout and a password reset now stamp `sessions_revoked_at` (ms) on the
 * account, and a token issued before that moment is refused from then on. Tokens carry their issue time in ms
 * (`iat_ms`, added by the plugin extension): JWT `iat` has whole seconds, and a token issued in the same second as
 * a logout stayed valid for 24 hours (issue 24). A token without `iat_ms` (issued before this rule) is judged on
 * `iat`, as before: refused when issued in an earlier second.
 */
import type { Core } from '@strapi/strapi';
import { boundTo } from '../../../utils/bound';
import { findRow } from '../../../utils/rows';

const USER = 'plugin::users-permissions.user';

async function revokeSessions(strapi: Core.Strapi, userId: number, now = Date.now()): Promise<void> {
  await strapi.db.query(USER).update({ where: { id: userId }, data: { sessions_revoked_at: now } });
}

export type TokenClaims = { id?: unknown; iat?: unknown; iat_ms?: unknown };

/** Whether a token was issued before the account's `sessions_revoked_at` (the column's value, ms). */
export function revokedBy(sessionsRevokedAt: unknown, token: TokenClaims): boolean {
  const revokedAt = Number(sessionsRevokedAt ?? 0);
  if (!revokedAt) return false;
  if (typeof token.iat_ms === 'number') return token.iat_ms < revokedAt;
  const issuedAt = typeof token.iat === 'number' ? token.iat : 0;
  return issuedAt < Math.floor(revokedAt / 1000);
}

async function isRevoked(strapi: Core.Strapi, token: TokenClaims): Promise<boolean> {
  if (typeof token.id !== 'number' && typeof token.id !== 'string') return false;
  const user = await findRow(strapi, USER, {
    where: { id: Number(token.id) },
    select: ['sessions_revoked_at'],
  });
  return revokedBy(user?.sessions_revoked_at, token);
}

/** Reached as `strapi.service('api::me.sessions')`; `revokedBy` is pure and imported by name. */
const sessionsService = ({ strapi }: { strapi: Core.Strapi }) =>
  boundTo(strapi, { revokeSessions, isRevoked });

export type SessionsService = ReturnType<typeof sessionsService>;

export default sessionsService;
