// Strapi's sign-in limiter keyed per visitor and account for the Remix server's calls (issue 15 item 1).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import clientOfPortal, { portalClientKey } from './client-of-portal';

const run = async (headers: Record<string, string>, body: unknown = {}, ip = '10.0.0.9') => {
  const ctx = { request: { headers: { ...headers } as Record<string, string | undefined>, body, ip } };
  await clientOfPortal()(ctx, async () => {});
  return ctx.request;
};

describe('client-of-portal', () => {
  const saved = process.env.INTERNAL_API_SECRET;
  beforeEach(() => {
    process.env.INTERNAL_API_SECRET = 'test-internal-secret';
  });
  afterEach(() => {
    process.env.INTERNAL_API_SECRET = saved;
  });

  it("keys the Remix server's calls on the visitor and the account", async () => {
    const request = await run(
      { 'x-internal-secret': 'test-internal-secret', 'x-client-ip': '203.0.113.7' },
      { identifier: ' Mario@Esempio.IT ', password: 'x' },
    );
    expect(request.ip).toBe('203.0.113.7|mario@esempio.it');
    expect(request.headers['x-client-ip']).toBeUndefined();
  });

  it('uses the e-mail of recovery and confirmation bodies, and "unknown" when the visitor has no address', () => {
    expect(portalClientKey('unknown', { email: 'A@B.it' })).toBe('unknown|a@b.it');
    expect(portalClientKey('::1', { code: 'abc' })).toBe('::1|');
    expect(portalClientKey('not-an-ip; DROP', {})).toBe('unknown|');
  });

  it('a direct caller keeps its own address, whatever x-client-ip it forges', async () => {
    const forged = await run({ 'x-client-ip': '198.51.100.1' }, { identifier: 'x@y.it' });
    expect(forged.ip).toBe('10.0.0.9');
    expect(forged.headers['x-client-ip']).toBeUndefined();
    const wrongSecret = await run({ 'x-internal-secret': 'guess', 'x-client-ip': '198.51.100.1' });
    expect(wrongSecret.ip).toBe('10.0.0.9');
    const none = await run({});
    expect(none.ip).toBe('10.0.0.9');
  });
});

describe('no-nul', () => {
  it('refuses a NUL anywhere in the body or the query, lets everything else through', async () => {
    const { default: noNul, containsNul } = await import('./no-nul');
    expect(containsNul({ data: { nome: 'Mario', lingue: [{ lingua: 'Ital\u0000iano' }] } })).toBe(true);
    expect(containsNul({ ['a\u0000']: 1 })).toBe(true);
    expect(containsNul({ data: { nome: 'Mario 🙂 \u202e', n: 3, ok: true, none: null } })).toBe(false);
    const run = async (body: unknown, querystring = '') => {
      const ctx = { request: { body, querystring }, status: 200, body: undefined as unknown };
      let reached = false;
      await noNul()(ctx, async () => {
        reached = true;
      });
      return { status: ctx.status, reached };
    };
    expect(await run({ data: { nome: 'a\u0000b' } })).toEqual({ status: 400, reached: false });
    expect(await run({}, 'q=a%00b')).toEqual({ status: 400, reached: false });
    expect(await run({ data: { nome: 'Mario' } }, 'page=2')).toEqual({ status: 200, reached: true });
  });
});

describe('no-nul: every value, bounded depth (issue 24)', () => {
  it('finds a NUL after 10,000 values (the walk used to stop there)', async () => {
    const { containsNul } = await import('./no-nul');
    const pad = Array.from({ length: 10_001 }, (_, i) => `v${i}`);
    expect(containsNul({ pad, data: { nome: 'Ma\u0000rio' } })).toBe(true);
  });
  it('refuses a body nested past the maximum with 400, without recursion', async () => {
    const { default: noNul, bodyProblem, MAX_DEPTH } = await import('./no-nul');
    const nested = (depth: number) => {
      let value: unknown = 'x';
      for (let i = 0; i < depth; i += 1) value = { a: value };
      return value;
    };
    expect(bodyProblem(nested(MAX_DEPTH))).toBeNull();
    expect(bodyProblem(nested(MAX_DEPTH + 1))).toBe('deep');
    expect(bodyProblem(nested(200_000))).toBe('deep');
    const ctx = { request: { body: nested(5000), querystring: '' }, status: 200, body: undefined as unknown };
    await noNul()(ctx, async () => {
      throw new Error('reached the route');
    });
    expect(ctx.status).toBe(400);
  });
});
