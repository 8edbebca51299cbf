// IPv6 is one visitor per /64 (issue 39 item 14): a home or a server gets a whole /64 and may take a fresh address
// in it for every try, so counting per address gave an attacker 2^64 counters. The per-IP limits now count the /64
// (visitorKey, strapi/src/catalog/visitor-key.ts): behind a proxy (the address from X-Forwarded-For) and, on a
// server listening on ::1, for the socket's own IPv6 address.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempt } from '../../support/remix';
import { startRemixServer, type RemixServer } from '../../support/remix-server';

const PER_IP = 3;
let proxied: RemixServer;
let onLoopback6: RemixServer;
/** The base URL of a server listening on ::1 (server.mjs prints the host without brackets). */
const bracketed = (url: string) => `http://[::1]:${/:(\d+)\/?$/.exec(url)![1]}`;

beforeAll(async () => {
  const limits = { RATE_LIMIT_PER_IP: String(PER_IP) };
  [proxied, onLoopback6] = await Promise.all([
    startRemixServer({ ...limits, TRUSTED_PROXY_HOPS: '1' }),
    startRemixServer({ ...limits, TRUSTED_PROXY_HOPS: '0', HOST: '::1' }),
  ]);
}, 60_000);
afterAll(() => {
  proxied?.stop();
  onLoopback6?.stop();
});

/** Failed sign-ins, each for a new e-mail (the per-e-mail limit stays out of it), from `addresses` in turn. */
async function failures(base: string, headersOf: (i: number) => Record<string, string>, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const attempt = await signInAttempt(`v6-${i}-${randomUUID()}@esempio.it`, 'Sbagliata1!', base, {
      headers: headersOf(i),
    });
    statuses.push(attempt.status);
  }
  return statuses;
}

describe('IPv6 visitors are counted per /64', () => {
  it('behind a proxy: a new address of the same /64 for each try is still one visitor; another /64 is not', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const statuses = await failures(
      proxied.url,
      (i) => ({ 'X-Forwarded-For': `${prefix}:${(i + 1).toString(16)}:0:0:${(i * 7 + 3).toString(16)}` }),
      PER_IP + 2,
    );
    console.info(`[ipv6] failed sign-ins from one /64, a new address each: ${statuses.join(' ')}`);
    expect(statuses).toEqual([...Array(PER_IP).fill(401), 429, 429]);
    const neighbour = await failures(
      proxied.url,
      () => ({ 'X-Forwarded-For': `${prefix.slice(0, -1)}2::1` }),
      1,
    );
    expect(neighbour).toEqual([401]);
  });

  it('a server listening on ::1 counts its IPv6 visitor by the socket address', async () => {
    const statuses = await failures(bracketed(onLoopback6.url), () => ({}), PER_IP + 1);
    console.info(`[ipv6] failed sign-ins from ::1: ${statuses.join(' ')}`);
    expect(statuses).toEqual([...Array(PER_IP).fill(401), 429]);
  });
});
