/**
 * The portal's limits, applied by Strapi itself to callers that are not the Remix server (issue 39 item 13). The
 * browser never reaches Strapi; should a proxy set up wrong expose it, a direct caller meets the limits it would
 * meet through the portal, counted in the very counters the portal's limiters use (`counterKey`, the shared
 * `rate_limits` table, api::rate-limit.rate-limit): going around the portal gives no fresh allowance. The Remix server's own calls carry
 * the internal secret and were counted by its limiters already; they are not counted twice.
 * The visitor is `ctx.state.visitor` (middlewares/client-of-portal.ts): the socket's address, an IPv6 one by its /64.
 * Limits and window: the Remix server's environment variables, with the same defaults (app/server/env.server.ts).
 */
import type { Core } from '@strapi/strapi';
import { counterKey } from '../catalog/visitor-key';

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The refusal past a limit, the portal's own words (app/texts/shared.ts `tooManyAttempts`). */
export const TOO_MANY_ATTEMPTS = 'Troppi tentativi, riprova tra qualche minuto.';

export const portalLimits = () => ({
  windowMs: int('RATE_LIMIT_WINDOW_MS', 15 * 60 * 1000),
  perEmail: int('RATE_LIMIT_PER_EMAIL', 5),
  perIp: int('RATE_LIMIT_PER_IP', 50),
  draftsPerIp: int('RATE_LIMIT_DRAFTS_PER_IP', 30),
});

/**
 * Counts one attempt of `name` (the Remix limiter's name: `wizard-draft`…) for the visitor in the portal's counter;
 * true while within `max` per window. A visitor without an address is not counted (as on the portal).
 */
export async function directVisitorLimit(
  strapi: Core.Strapi,
  name: string,
  visitor: string,
  max: number,
): Promise<boolean> {
  if (visitor === 'unknown') return true;
  const count = await strapi
    .service('api::rate-limit.rate-limit')
    .hitCounter(counterKey(name, visitor), portalLimits().windowMs);
  return count <= max;
}

/**
 * Counts one attempt of the flow `name` (the Remix limiter's name: `forgot-password`…) per visitor and per e-mail,
 * in the portal's counters; answers which limit the attempt met, as the portal's `decide` does.
 */
export async function directFlowLimit(
  strapi: Core.Strapi,
  name: string,
  visitor: string,
  email: string,
): Promise<'ok' | 'visitor' | 'email'> {
  const { windowMs, perEmail, perIp } = portalLimits();
  const counters = strapi.service('api::rate-limit.rate-limit');
  if (
    visitor !== 'unknown' &&
    (await counters.hitCounter(counterKey(`${name}-ip`, visitor), windowMs)) > perIp
  )
    return 'visitor';
  const sent = await counters.hitCounter(counterKey(`${name}-email`, email.toLowerCase()), windowMs);
  return sent > perEmail ? 'email' : 'ok';
}
