/**
 * A method Strapi serves no route for (TRACE, CONNECT, a made-up one) gets 405 with `Allow`, as the Remix server
 * answers it (server.mjs), instead of the router's 501 (issue 39 item 13: Strapi safe even if exposed).
 */
const SERVED = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

type Ctx = { method: string; status: number; body: unknown; set(name: string, value: string): void };

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (SERVED.includes(ctx.method)) return next();
  ctx.set('Allow', SERVED.join(', '));
  ctx.status = 405;
  ctx.body = {
    data: null,
    error: { status: 405, name: 'MethodNotAllowedError', message: 'Metodo non ammesso' },
  };
};
