/**
 * Who is really signing in (issue 15 item 1). Every sign-in, password and confirmation call reaches Strapi from the
 * Remix server, so users-permissions' rate limiter, which keys `/api/auth/local` on the caller's address, used to
 * put the whole portal in one bucket: 20 sign-ins per 5 minutes for everybody, and one attacked account's wrong
 * passwords locked out all the others.
 *
 * The Remix server now proves itself with INTERNAL_API_SECRET and names the client's address (`x-client-ip`, as its
 * own rate limiter derives it). For such calls the address Strapi's limiter sees becomes "client|account", so the
 * limit applies per person: per client address and per account signed into. A direct caller (no valid secret)
 * keeps its socket address: still limited per IP, and a forged `x-client-ip` is dropped.
 *
 * `ctx.state.visitor` names the visitor for Strapi's own per-address limits (issue 39 item 13: the portal's limits
 * hold in Strapi too, should it ever be reachable directly): the address the Remix server forwards when the secret
 * proves the call is its own, else the socket's. An IPv6 visitor is its /64 everywhere (`visitorKey`, item 14).
 */
import { visitorKey } from '../catalog/visitor-key';
import { isInternalCall } from '../utils/internal-auth';

export const CLIENT_IP_HEADER = 'x-client-ip';

type Ctx = {
  request: { headers: Record<string, string | string[] | undefined>; body?: unknown; ip: string };
  state: Record<string, unknown>;
};

/** The visitor of a request that went through this middleware (`unknown` when it has no address). */
export const visitorOf = (ctx: { state?: Record<string, unknown> }): string =>
  typeof ctx.state?.visitor === 'string' ? ctx.state.visitor : 'unknown';

/** The limiter's key for a call the Remix server makes on behalf of a client. */
export function portalClientKey(clientIp: unknown, body: unknown): string {
  const client = (typeof clientIp === 'string' && visitorKey(clientIp)) || 'unknown';
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const raw = typeof fields.identifier === 'string' ? fields.identifier : fields.email;
  const account = typeof raw === 'string' ? raw.trim().toLowerCase().slice(0, 254) : '';
  return `${client}|${account}`;
}

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const headers = ctx.request.headers;
  const socket = visitorKey(ctx.request.ip ?? '');
  let visitor = socket ?? 'unknown';
  if (socket) ctx.request.ip = socket;
  if (CLIENT_IP_HEADER in headers) {
    const forwarded = headers[CLIENT_IP_HEADER];
    delete headers[CLIENT_IP_HEADER];
    if (isInternalCall(headers)) {
      ctx.request.ip = portalClientKey(forwarded, ctx.request.body);
      visitor = (typeof forwarded === 'string' && visitorKey(forwarded)) || 'unknown';
    }
  }
  ctx.state.visitor = visitor;
  await next();
};
