/**
 * The key a rate limit counts a visitor under (issue 39 item 14), the one home used by the Remix server's limiters
 * (app/server/rate-limit.server.ts) and by Strapi's own (strapi/src/middlewares/client-of-portal.ts and the
 * endpoints that count per address). An IPv4 address is one visitor. An IPv6 address is counted as its /64: a home
 * or a server gets a whole /64 and may take a fresh address in it for each try, so per address an attacker would
 * have 2^64 counters. IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what a dual-stack socket reports) is the IPv4 address.
 * The key is itself an address (the /64's first, `2001:db8:1:2::`), so it travels where an address is expected
 * (the `x-client-ip` header to Strapi) and keying it again gives the same key.
 * `null` for anything that is not an IP address.
 *
 * Server code only (node:crypto, for `counterKey`): the browser never imports this module.
 */
import { createHash } from 'node:crypto';
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

export function visitorKey(address: string): string | null {
  const ip = address.trim().replace(/%.*$/, '');
  if (IPV4.test(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && IPV4.test(mapped[1])) return mapped[1];
  const hextets = ipv6Hextets(ip);
  if (!hextets) return null;
  return `${hextets
    .slice(0, 4)
    .map((part) => parseInt(part, 16).toString(16))
    .join(':')}::`;
}

/** The eight groups of an IPv6 address (`::` expanded, a trailing IPv4 part as two groups), or null. */
function ipv6Hextets(ip: string): string[] | null {
  if (!ip.includes(':')) return null;
  let text = ip;
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    if (!IPV4.test(tail[1])) return null;
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, tail.index)}:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const split = (half: string) => (half === '' ? [] : half.split(':'));
  const head = split(halves[0]);
  const rest = halves.length === 2 ? split(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  return groups.every((group) => HEXTET.test(group)) ? groups : null;
}

/**
 * The key of a limit's counter in the shared table (`rate_limits`): the limit's name and the counted value (a visitor
 * key, an e-mail) hashed, so the table holds no address and any value has a fixed alphabet. The Remix limiters and
 * Strapi's own checks of direct callers build it here, so both count in the same counter (issue 39 item 13).
 */
export function counterKey(name: string, value: string): string {
  return `${name}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}
