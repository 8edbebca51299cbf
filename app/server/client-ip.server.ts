import { isIP } from 'node:net';
import { env } from './env.server';

/**
 * The client's address as our own proxy saw it. Each proxy appends the address it was reached from to
 * X-Forwarded-For, so only the last `TRUSTED_PROXY_HOPS` entries were written by proxies we run; whatever comes
 * before, and every other header (X-Client-IP, X-Real-IP...), the client can write itself and would pick a fresh
 * counter for each attempt. A platform that overwrites one header with the address instead (CF-Connecting-IP...)
 * is read through `CLIENT_IP_HEADER`. 'unknown' when there is no usable address.
 */
export function clientIp(
  request: Request,
  { hops = env.trustedProxyHops, header = env.clientIpHeader }: { hops?: number; header?: string } = {},
): string {
  if (header) {
    const value = request.headers.get(header)?.trim();
    return value && isIP(value) ? value : 'unknown';
  }
  const chain = (request.headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ip = chain[chain.length - hops];
  return ip && isIP(ip) ? ip : 'unknown';
}
