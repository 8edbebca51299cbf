/**
 * Text with a NUL character is refused with 400 before any route sees it (issue 15 hole): PostgreSQL cannot store
 * U+0000 in text columns and would answer the insert with an error, a 5xx, after partial work. Nothing a person
 * types contains it. The JSON body (any depth, at most 10,000 values looked at) and the query string are checked.
 */
import { apiError } from '../utils/api-error';

/** Any request, before routing: the body is whatever was sent. */
type Ctx = { request: { body?: unknown; querystring?: string }; status: number; body: unknown };

const MAX_VISITS = 10_000;

export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  for (let visits = 0; stack.length > 0 && visits < MAX_VISITS; visits += 1) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const query = ctx.request.querystring ?? '';
  if (containsNul(ctx.request.body) || /%00/.test(query)) {
    return apiError(ctx, 400, 'nul', 'Caratteri non ammessi nel testo');
  }
  await next();
};
