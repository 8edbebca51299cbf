// The seam's zod checks (issue 38) through a real call: callEndpoint talks HTTP to a tiny local server standing in
// for Strapi, and a body or answer that does not match the endpoint's schemas fails the call with `[seam]` when
// SEAM_CHECKS is on (development and tests), and passes untouched when it is off (production).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

let server: Server;
/** What the stand-in answers, and the bodies it received. */
let answer: unknown;
let received: unknown[];

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, body: text ? JSON.parse(text) : undefined });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = { data: { counts: [1, 2] } };
});

/** The client and the contracts as a process with SEAM_CHECKS on or off loads them (env is read at import). */
async function withChecks(on: boolean) {
  process.env.SEAM_CHECKS = String(on);
  vi.resetModules();
  const client = await import('./strapi-endpoint.server.ts');
  const { internal } = await import('#contracts/internal.ts');
  const { humanResources } = await import('#contracts/human-resources.ts');
  return { ...client, internal, humanResources };
}

const goodBody = { op: 'hit', keys: ['a', 'b'], windowMs: 1000 };

describe('the seam checks with SEAM_CHECKS on', () => {
  it('passes a body and an answer that match the contract', async () => {
    const { callEndpoint, internal } = await withChecks(true);
    const result = await callEndpoint(internal.rateLimits, {
      json: { op: 'hit', keys: ['a', 'b'], windowMs: 1000 },
    });
    expect(result).toMatchObject({ ok: true, data: { data: { counts: [1, 2] } } });
    expect(received).toEqual([{ method: 'POST', url: '/api/internal/rate-limits', body: goodBody }]);
  });

  it('fails the call on an answer that does not match, naming the endpoint', async () => {
    const { callEndpoint, internal } = await withChecks(true);
    answer = { data: { counts: ['1'] } };
    await expect(callEndpoint(internal.rateLimits, { json: { op: 'peek', keys: ['a'] } })).rejects.toThrow(
      /^\[seam\] POST \/internal\/rate-limits: the answer does not match its contract/,
    );
    expect(received).toHaveLength(1);
  });

  it('fails the call on a missing answer field, and on a Strapi-shaped answer the contract does not declare', async () => {
    const { callEndpoint, humanResources } = await withChecks(true);
    answer = { data: { id: 7, unlocked: true, cost: 1 } };
    await expect(
      callEndpoint(humanResources.unlock, { jwt: 'j', params: { id: 7 }, json: { unlocked: true } }),
    ).rejects.toThrow(/\[seam\] POST \/human-resources\/:id\/unlock: the answer .*data_sblocco/s);
    answer = { data: { id: 7, unlocked: true, cost: 2, data_sblocco: '2026-01-01' } };
    await expect(
      callEndpoint(humanResources.unlock, { jwt: 'j', params: { id: 7 }, json: { unlocked: true } }),
    ).rejects.toThrow(/\[seam\].*cost/s);
    // Fields Strapi adds beyond the contract are no mismatch.
    answer = { data: { id: 7, unlocked: true, cost: 1, data_sblocco: '2026-01-01', extra: 'x' } };
    await expect(
      callEndpoint(humanResources.unlock, { jwt: 'j', params: { id: 7 }, json: { unlocked: true } }),
    ).resolves.toMatchObject({ ok: true });
  });

  it('fails a body that does not match before anything is sent', async () => {
    const { callAnyEndpoint, internal } = await withChecks(true);
    await expect(callAnyEndpoint(internal.rateLimits, { json: { op: 'nope', keys: ['a'] } })).rejects.toThrow(
      /^\[seam\] POST \/internal\/rate-limits: the body does not match its contract/,
    );
    expect(received).toEqual([]);
  });
});

describe('the seam checks with SEAM_CHECKS off (production)', () => {
  it('sends a mismatching body and returns a mismatching answer untouched', async () => {
    const { callAnyEndpoint, internal } = await withChecks(false);
    answer = { data: { counts: ['1'] } };
    const result = await callAnyEndpoint(internal.rateLimits, { json: { op: 'nope', keys: [3] } });
    expect(result).toMatchObject({ ok: true, data: { data: { counts: ['1'] } } });
    expect(received).toEqual([
      { method: 'POST', url: '/api/internal/rate-limits', body: { op: 'nope', keys: [3] } },
    ]);
  });
});
