/**
 * GET /_ready, readiness (docs/operations.md "Health and shutdown"): 200 when the database answers `select 1`
 * within 2 s, 503 when it does not or once a shutdown has started (src/observability/shutdown.ts). Liveness is
 * Strapi's own GET /_health (204 while the process answers). First of the middlewares: a probe is neither logged
 * nor counted.
 */
import type { Core } from '@strapi/strapi';
import { isDraining } from '../observability/shutdown';

type Ctx = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  set(name: string, value: string): void;
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.path !== '/_ready' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    let ready = !isDraining();
    if (ready) {
      try {
        await Promise.race([
          strapi.db.connection.raw('select 1'),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
        ]);
      } catch {
        ready = false;
      }
    }
    ctx.status = ready ? 200 : 503;
    ctx.set('Content-Type', 'text/plain; charset=utf-8');
    ctx.body = ready ? 'ready' : 'not ready';
  };
