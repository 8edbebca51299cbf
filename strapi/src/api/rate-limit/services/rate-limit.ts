// Fixed-window counters in the database (table rate_limits), shared by every Strapi and Remix instance: the Remix
// limiters reach them through POST /api/internal/rate-limits, Strapi's own endpoints call them directly.
import { boundTo } from '../../../utils/bound';
import type { Core } from '@strapi/strapi';

/**
 * Counts one attempt on `key` (a window that is over starts again at 1); answers the count and when its window ends
 * (epoch ms: a refusal's Retry-After). One atomic statement.
 */
async function hit(strapi: Core.Strapi, key: string, windowMs: number, now = Date.now()) {
  const result = (await strapi.db.connection.raw(
    `INSERT INTO rate_limits (chiave, count, reset_at) VALUES (?, 1, ?)
     ON CONFLICT (chiave) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= ? THEN excluded.reset_at ELSE rate_limits.reset_at END
     RETURNING count, reset_at`,
    [key, now + windowMs, now, now],
  )) as
    | { rows?: Array<{ count: number; reset_at: number | string }> }
    | Array<{ count: number; reset_at: number | string }>;
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return { count: Number(rows[0]?.count ?? 0), resetAt: Number(rows[0]?.reset_at ?? now + windowMs) };
}

/** Counts one attempt on `key`; answers the count. */
async function hitCounter(strapi: Core.Strapi, key: string, windowMs: number, now = Date.now()) {
  return (await hit(strapi, key, windowMs, now)).count;
}

/** The current counts of `keys` (0 once a window is over). */
async function peekCounters(strapi: Core.Strapi, keys: string[], now = Date.now()) {
  const rows = (await strapi.db
    .connection('rate_limits')
    .whereIn('chiave', keys)
    .andWhere('reset_at', '>', now)
    .select('chiave', 'count')) as Array<{ chiave: string; count: number }>;
  const byKey = new Map(rows.map((row) => [row.chiave, Number(row.count)]));
  return keys.map((key) => byKey.get(key) ?? 0);
}

/** Takes back one hit of each of `keys` in a window still running (never below 0). */
async function releaseCounters(strapi: Core.Strapi, keys: string[], now = Date.now()) {
  await strapi.db
    .connection('rate_limits')
    .whereIn('chiave', keys)
    .andWhere('reset_at', '>', now)
    .andWhere('count', '>', 0)
    .decrement('count', 1);
}

async function resetCounters(strapi: Core.Strapi, keys: string[]) {
  await strapi.db.connection('rate_limits').whereIn('chiave', keys).delete();
}

/** Deletes the windows that are over (the nightly clean-up; any instance may run it: it is idempotent). */
async function purgeOver(strapi: Core.Strapi, now = Date.now()) {
  await strapi.db.connection('rate_limits').where('reset_at', '<', now).delete();
}

/** Reached as `strapi.service('api::rate-limit.rate-limit')`. */
const rateLimitService = ({ strapi }: { strapi: Core.Strapi }) =>
  boundTo(strapi, { hit, hitCounter, peekCounters, releaseCounters, resetCounters, purgeOver });

export type RateLimitService = ReturnType<typeof rateLimitService>;

// No core CRUD service: no route of the content API reaches these records.
export default rateLimitService;
