// The contract of the internal routes the Remix server calls with INTERNAL_API_SECRET (other than the shop's):
// the shared rate-limit counters (routes of strapi/src/api/rate-limit/). Schemas and their types (see invoice.ts).
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';

export const rateLimitOp = z.enum(['peek', 'hit', 'release', 'reset']);
export type RateLimitOp = z.infer<typeof rateLimitOp>;
/** POST /api/internal/rate-limits: 1 to 4 keys; `windowMs` for `hit` (1 s to 24 h). */
export const rateLimitRequest = z.object({
  op: rateLimitOp,
  keys: z.array(z.string()),
  windowMs: z.number().optional(),
});
export type RateLimitRequest = z.infer<typeof rateLimitRequest>;
/** The count of each key, in order, after the operation. */
export const rateLimitResponse = z.object({ data: z.object({ counts: z.array(z.number()) }) });
export type RateLimitResponse = z.infer<typeof rateLimitResponse>;

export const internal = {
  rateLimits: endpoint()({
    method: 'POST',
    path: '/internal/rate-limits',
    access: 'internal',
    schema: { body: rateLimitRequest, answer: rateLimitResponse },
  }),
} satisfies Contract;
