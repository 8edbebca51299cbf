/**
 * A database failure is never a 401 (issue 15 item 6, PostgreSQL restarted under traffic). users-permissions'
 * authentication turns any error met while checking a token (the user lookup, the session check) into "not
 * authenticated": during a database gap, signed-in users got 401 and the Remix server signed them out. When a call
 * that carries a token ends in 401 and the database does not answer, the answer becomes 503 instead: the Remix
 * server shows its 503 page and the session survives. A real 401 costs one `select 1`.
 */
import type { Core } from '@strapi/strapi';
import { apiError } from '../utils/api-error';

type Ctx = { status: number; body: unknown; request: { headers: Record<string, unknown> } };

// Requests whose authentication met a database error (the account, the role's permissions or the sign-in settings
// could not be read): their 401 is a 503 even when the database answers again by the time the answer is sent (a
// pooled connection that died with the restart fails the read, a fresh one answers `select 1`).
const failedOnDatabase = new WeakSet<object>();

/**
 * A read of the authentication (the account, the role's permissions, the sign-in settings): when it fails, the
 * current request is marked, its failure being the database's, not its token's; the error goes on as it was.
 */
export function authenticationRead<T>(strapi: Core.Strapi, read: Promise<T>): Promise<T> {
  return read.catch((error: unknown) => {
    const ctx = strapi.requestContext.get() as object | undefined;
    if (ctx) failedOnDatabase.add(ctx);
    throw error;
  });
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: () => Promise<void>) => {
    await next();
    if (ctx.status !== 401 || !ctx.request.headers.authorization) return;
    if (failedOnDatabase.has(ctx)) return apiError(ctx, 503, 'database_down', 'Database non raggiungibile');
    try {
      await strapi.db.connection.raw('select 1');
    } catch {
      apiError(ctx, 503, 'database_down', 'Database non raggiungibile');
    }
  };
