// The contract of the internal routes the Remix server calls with INTERNAL_API_SECRET (other than the shop's):
// the shared rate-limit counters (routes of strapi/src/api/rate-limit/). Pure types (see invoice.ts).
import { endpoint, type Contract } from './endpoint';

export type RateLimitOp = 'peek' | 'hit' | 'release' | 'reset';
/** POST /api/internal/rate-limits: 1 to 4 keys; `windowMs` for `hit` (1 s to 24 h). */
export type RateLimitRequest = { op: RateLimitOp; keys: string[]; windowMs?: number };
/** The count of each key, in order, after the operation. */
export type RateLimitResponse = { data: { counts: number[] } };

export const internal = {
  rateLimits: endpoint<{ body: RateLimitRequest; answer: RateLimitResponse }>()({
    method: 'POST',
    path: '/internal/rate-limits',
    access: 'internal',
  }),
} satisfies Contract;
