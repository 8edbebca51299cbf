/**
 * Before any route sees a request: text with a NUL character is refused with 400 (issue 15 hole: PostgreSQL cannot
 * store U+0000 in text columns and would answer the insert with an error, a 5xx, after partial work; nothing a
 * person types contains it), and so is a JSON body nested deeper than any of our payloads (issue 24: a deeply
 * nested body on /api/auth/local overflowed the stack of users-permissions' validation, a 500). Every value of the
 * body is looked at: the body parser bounds it (config/middlewares.ts, 1 MB), so the walk is bounded too (it used
 * to stop after 10,000 values, and a NUL in the 10,001st went through). The query string is checked as well.
 */
import { apiError } from '../utils/api-error';

/** Any request, before routing: the body is whatever was sent. */
type Ctx = { request: { body?: unknown; querystring?: string }; status: number; body: unknown };

/** Deeper than any body the portal sends (a candidate's technical sheet is 5 levels). */
export const MAX_DEPTH = 32;

/** 'nul' when a string or key holds U+0000, 'deep' when nested past MAX_DEPTH, else null. Iterative: no recursion. */
export function bodyProblem(value: unknown): 'nul' | 'deep' | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current.value === 'string') {
      if (current.value.includes('\u0000')) return 'nul';
    } else if (current.value && typeof current.value === 'object') {
      if (current.depth >= MAX_DEPTH) return 'deep';
      for (const [key, inner] of Object.entries(current.value)) {
        if (key.includes('\u0000')) return 'nul';
        stack.push({ value: inner, depth: current.depth + 1 });
      }
    }
  }
  return null;
}

export const containsNul = (value: unknown) => bodyProblem(value) === 'nul';

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const problem = bodyProblem(ctx.request.body);
  if (problem === 'nul' || /%00/.test(ctx.request.querystring ?? '')) {
    return apiError(ctx, 400, 'nul', 'Caratteri non ammessi nel testo');
  }
  if (problem === 'deep') return apiError(ctx, 400, 'invalid', 'Richiesta non valida');
  await next();
};
