import type { AppLoadContext } from '@remix-run/node';
import { visitorKey } from '#catalog/visitor-key.ts';
import { env } from './env.server';

/**
 * The visitor's address. `server.mjs` gives every loader and action the address of the socket the request came
 * from (`context.socketAddress`). Without a proxy in front (`TRUSTED_PROXY_HOPS=0`) that is the visitor. Behind
 * proxies, each appends the address it was reached from to X-Forwarded-For, so only the last `TRUSTED_PROXY_HOPS`
 * entries were written by proxies we run; whatever comes before, and every other header (X-Client-IP,
 * X-Real-IP...), the client can write itself and would pick a fresh counter for each attempt. A platform that
 * overwrites one header with the address instead (CF-Connecting-IP...) is read through `CLIENT_IP_HEADER`. A
 * request that did not come through the proxy (no usable entry) is counted under its socket's address; 'unknown'
 * only when there is no socket either (a Request built in a test).
 * An IPv6 visitor is its /64 (`visitorKey`): every per-IP limit, here and in Strapi (which gets this value as
 * `x-client-ip`), counts one home network once, not each of its 2^64 addresses.
 */
export function clientIp(
  request: Request,
  context: AppLoadContext | undefined,
  { hops = env.trustedProxyHops, header = env.clientIpHeader }: { hops?: number; header?: string } = {},
): string {
  const fromProxy = header ? request.headers.get(header)?.trim() : forwardedEntry(request, hops);
  const proxied = fromProxy ? visitorKey(fromProxy) : null;
  if (proxied) return proxied;
  return (context?.socketAddress && visitorKey(context.socketAddress)) || 'unknown';
}

function forwardedEntry(request: Request, hops: number): string | undefined {
  if (hops <= 0) return undefined;
  const chain = (request.headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - hops];
}
