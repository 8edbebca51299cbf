// Without a proxy in front (TRUSTED_PROXY_HOPS=0, as `npm start` runs) the per-IP limits count the socket's
// address: before, a request without X-Forwarded-For was not limited per IP at all. And methods the portal does
// not serve answer 405 (TRACE answered 500).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMIX, cookieHeader, inputValues, signInAttempt, store, type Jar } from '../../support/remix';
import { fetchFrom, freshLoopback, startRemixServer, type RemixServer } from '../../support/remix-server';

let server: RemixServer;

beforeAll(async () => {
  server = await startRemixServer({
    TRUSTED_PROXY_HOPS: '0',
    RATE_LIMIT_PER_IP: '3',
    RATE_LIMIT_DRAFTS_PER_IP: '3',
  });
});
afterAll(() => server?.stop());

describe('per-IP limits without a proxy', () => {
  it('failed sign-ins without X-Forwarded-For are limited per socket address; another address is not', async () => {
    const fetch = fetchFrom(freshLoopback());
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // A new e-mail each time (the per-e-mail limit stays out of it) and a forged X-Forwarded-For on some:
      // with no trusted proxy the header is the client's own and changes nothing.
      const headers: Record<string, string> = i % 2 ? { 'X-Forwarded-For': `203.0.113.${i}` } : {};
      const attempt = await signInAttempt(
        `senza-proxy-${i}-${Date.now()}@esempio.it`,
        'Sbagliata1!',
        server.url,
        {
          fetch,
          headers,
        },
      );
      statuses.push(attempt.status);
    }
    console.info(`[client-address] failed sign-ins from one address: ${statuses.join(' ')}`);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    const other = await signInAttempt(`altro-${Date.now()}@esempio.it`, 'Sbagliata1!', server.url, {
      fetch: fetchFrom(freshLoopback()),
    });
    expect(other.status).toBe(401);
  });
});

describe('anonymous wizard drafts', () => {
  it('a visitor who drops the cookie before every post gets 429 past the new drafts allowed per address', async () => {
    const fetch = fetchFrom(freshLoopback());
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // A new visitor each time as far as the session goes: no cookie but the CSRF one of its own page.
      const jar: Jar = new Map();
      const page = await fetch(`${server.url}/onboarding-u`);
      store(jar, page);
      const fields = inputValues(await page.text());
      const response = await fetch(`${server.url}/onboarding-u`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, nome: `Bozza ${i}`, intent: 'back' }),
      });
      statuses.push(response.status);
    }
    console.info(`[client-address] new drafts from one address: ${statuses.join(' ')}`);
    expect(statuses).toEqual([302, 302, 302, 429, 429]);
  });
});

describe('unsupported methods', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s answers 405 with Allow', async (method) => {
    // node:http, because fetch refuses to send TRACE at all.
    const answer = await new Promise<{ status?: number; allow?: string }>((resolve, reject) =>
      request(`${REMIX}/`, { method }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, allow: response.headers.allow });
      })
        .on('error', reject)
        .end(),
    );
    expect(answer).toEqual({ status: 405, allow: 'GET, HEAD, POST' });
  });

  it('GET, HEAD and POST still reach the app', async () => {
    expect((await fetch(`${REMIX}/`)).status).toBe(200);
    expect((await fetch(`${REMIX}/`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${REMIX}/?index`, { method: 'POST' })).status).toBeLessThan(500);
  });
});
