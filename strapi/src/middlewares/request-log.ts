/**
 * One log line per request, in place of `strapi::logger` (which logs the URL with its query string: an e-mail in a
 * filter would land in the log). The line names the route as Strapi declares it (`/api/human-resources/:id`), never
 * the path, with status, duration and the request id shared with the Remix server (src/observability/request-id.ts),
 * which the answer carries back as X-Request-Id. LOG_FORMAT=json makes it (and every Strapi line) a JSON object
 * (config/logger.ts). `onDone` feeds the metrics (src/observability/metrics.ts).
 */
import type { Core } from '@strapi/strapi';
import { REQUEST_ID_HEADER, requestIdFrom } from '../observability/request-id';
import { observeRequest } from '../observability/metrics';
import { requestStarted, requestEnded } from '../observability/shutdown';

type Ctx = {
  method: string;
  path: string;
  status: number;
  state: Record<string, unknown>;
  _matchedRoute?: string;
  res: { once(event: 'close', listener: () => void): unknown };
  get(name: string): string;
  set(name: string, value: string): void;
};

/** The route's declared path; 'static' for uploads and public files, 'unmatched' when no route took it. */
export function routeLabel(ctx: Pick<Ctx, 'path' | '_matchedRoute'>): string {
  if (typeof ctx._matchedRoute === 'string') return ctx._matchedRoute;
  if (ctx.path.startsWith('/uploads/') || ctx.path === '/favicon.ico') return 'static';
  return 'unmatched';
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const json = process.env.LOG_FORMAT === 'json';
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const started = process.hrtime.bigint();
    // In flight until its answer has left (or the connection is gone), not only until the middlewares are done: Koa
    // writes the body after them, and a shutdown that closed the connections then lost the answer (the freshness
    // job's hook got no answer at all in tests/faults/shutdown.test.ts).
    requestStarted();
    ctx.res.once('close', requestEnded);
    const requestId = requestIdFrom(ctx.get(REQUEST_ID_HEADER));
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(ctx);
      observeRequest(ctx.method, route, ctx.status, seconds);
      const ms = Math.round(seconds * 10_000) / 10;
      if (json) strapi.log.info('request', { requestId, method: ctx.method, route, status: ctx.status, ms });
      else strapi.log.http(`${ctx.method} ${route} (${ms} ms) ${ctx.status} ${requestId}`);
    }
  };
};
