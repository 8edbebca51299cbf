// strapiFetch's two ways of meeting a broken Strapi: the 503 page (default), or a result for the forms whose spec
// has a failure dialog of its own (`serverErrors: 'return'`); and the code of Strapi's error envelope.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const savedUrl = process.env.STRAPI_URL;
let server: Server;
let strapiFetch: typeof import('#app/server/strapi.server.ts').strapiFetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    const refused = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Email già utilizzata',
        details: { code: 'email_taken' },
      },
    };
    const [status, body] =
      request.url === '/ok'
        ? [200, { data: { id: 1 } }]
        : request.url === '/refused'
          ? [400, refused]
          : [500, { error: { message: 'boom' } }];
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.resetModules();
  ({ strapiFetch } = await import('#app/server/strapi.server.ts'));
});

afterAll(async () => {
  if (savedUrl === undefined) delete process.env.STRAPI_URL;
  else process.env.STRAPI_URL = savedUrl;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('strapiFetch and a failing Strapi', () => {
  it('throws the Italian 503 page by default', async () => {
    const thrown = await strapiFetch('/broken', { method: 'PUT' }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await (thrown as Response).text()).toBe(
      'Servizio momentaneamente non disponibile, riprova tra poco.',
    );
  });

  it("returns a 503 result with serverErrors: 'return', for 5xx and for network failures", async () => {
    const answered = await strapiFetch('/broken', { method: 'PUT', serverErrors: 'return' });
    expect(answered).toMatchObject({ ok: false, status: 503, error: { status: 503 } });
    const { strapiFetch: unreachable } = await (async () => {
      process.env.STRAPI_URL = 'http://127.0.0.1:9';
      vi.resetModules();
      return import('#app/server/strapi.server.ts');
    })();
    const refused = await unreachable('/x', { method: 'POST', serverErrors: 'return', timeoutMs: 2000 });
    expect(refused).toMatchObject({ ok: false, status: 503 });
  });

  it('passes successes through unchanged', async () => {
    process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.resetModules();
    const { strapiFetch: fresh } = await import('#app/server/strapi.server.ts');
    expect(await fresh('/ok', { serverErrors: 'return' })).toMatchObject({
      ok: true,
      status: 200,
      data: { data: { id: 1 } },
    });
  });

  it("exposes the envelope's details.code, which callers switch on instead of the Italian message", async () => {
    process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.resetModules();
    const { strapiFetch: fresh } = await import('#app/server/strapi.server.ts');
    expect(await fresh('/refused', { method: 'POST' })).toMatchObject({
      ok: false,
      status: 400,
      error: { status: 400, name: 'ValidationError', code: 'email_taken', details: { code: 'email_taken' } },
    });
    const broken = await fresh('/broken', { method: 'PUT', serverErrors: 'return' });
    expect(broken.ok ? null : broken.error.code).toBeUndefined();
  });

  it('logs the endpoint template of a 5xx call, never the path with its token', async () => {
    process.env.STRAPI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.resetModules();
    const { strapiFetch: fresh } = await import('#app/server/strapi.server.ts');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await fresh('/api/alert-off/Zx9_aB3-cD4eF5gH6iJ7', { method: 'POST', serverErrors: 'return' });
      const lines = logged.mock.calls.map((call) => call.join(' '));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('POST /api/alert-off/:id answered 500');
      expect(lines[0]).not.toContain('Zx9_aB3');
    } finally {
      logged.mockRestore();
    }
  });
});

describe('softly', () => {
  it('turns the 503 page into null, passes values and other throws through', async () => {
    const { softly, serviceUnavailable } = await import('#app/server/strapi.server.ts');
    expect(await softly(async () => 7)).toBe(7);
    expect(await softly(() => Promise.reject(serviceUnavailable()))).toBeNull();
    const notFound = new Response('', { status: 404 });
    await expect(softly(() => Promise.reject(notFound))).rejects.toBe(notFound);
    await expect(softly(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
