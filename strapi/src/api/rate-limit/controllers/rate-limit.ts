/**
 * POST /api/internal/rate-limits {op, keys, windowMs}: fixed-window counters shared by every Remix instance.
 *  - `peek`: the current count of each key (0 once its window is over);
 *  - `hit`: counts one attempt on each key, starting a new window when the last one is over; answers the counts,
 *    on which the caller decides (a count read before the hit would let a burst of parallel attempts through);
 *  - `release`: takes back one hit of each key (a sign-in with the right password does not count);
 *  - `reset`: forgets the keys (a successful sign-in clears its e-mail's failures).
 * Each hit is one atomic statement (INSERT … ON CONFLICT DO UPDATE … RETURNING, on SQLite and PostgreSQL), so
 * simultaneous attempts on two instances are all counted.
 */
import type { Core } from '@strapi/strapi';
import type { RateLimitResponse } from '../../../contracts/internal';
import { apiError, type ApiContext } from '../../../utils/api-error';
import { internalOnly } from '../../../utils/internal-auth';

const KEY = /^[a-z-]+:[\w.:@+|-]{1,300}$/i;
const MAX_KEYS = 4;
const MAX_WINDOW_MS = 24 * 3_600_000;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async apply(ctx: ApiContext) {
    // Without the secret the route does not exist.
    if (!internalOnly(ctx)) return;
    const body = (ctx.request.body ?? {}) as { op?: unknown; keys?: unknown; windowMs?: unknown };
    const keys = Array.isArray(body.keys) ? body.keys : [];
    if (
      !['peek', 'hit', 'release', 'reset'].includes(String(body.op)) ||
      keys.length === 0 ||
      keys.length > MAX_KEYS ||
      !keys.every((key): key is string => typeof key === 'string' && KEY.test(key))
    )
      return apiError(ctx, 400, 'invalid', 'op e keys non validi');
    if (body.op === 'reset') {
      await strapi.service('api::rate-limit.rate-limit').resetCounters(keys);
      ctx.body = { data: { counts: keys.map(() => 0) } } satisfies RateLimitResponse;
      return;
    }
    if (body.op === 'release') {
      await strapi.service('api::rate-limit.rate-limit').releaseCounters(keys);
      ctx.body = {
        data: { counts: await strapi.service('api::rate-limit.rate-limit').peekCounters(keys) },
      } satisfies RateLimitResponse;
      return;
    }
    if (body.op === 'peek') {
      ctx.body = {
        data: { counts: await strapi.service('api::rate-limit.rate-limit').peekCounters(keys) },
      } satisfies RateLimitResponse;
      return;
    }
    const windowMs = Number(body.windowMs);
    if (!Number.isInteger(windowMs) || windowMs < 1000 || windowMs > MAX_WINDOW_MS)
      return apiError(ctx, 400, 'invalid', 'windowMs non valido');
    const counts: number[] = [];
    for (const key of keys)
      counts.push(await strapi.service('api::rate-limit.rate-limit').hitCounter(key, windowMs));
    ctx.body = { data: { counts } } satisfies RateLimitResponse;
  },
});
