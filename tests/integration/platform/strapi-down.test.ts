// Strapi unreachable: the Remix server answers with the Italian 503 page, never a stack trace.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 3198 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const URL_ = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

beforeAll(async () => {
  server = spawn(process.execPath, ['server.mjs', 'build/index.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STRAPI_URL: 'http://127.0.0.1:9',
      // Everything the server (production mode) requires, with Strapi out of reach.
      SESSION_SECRET: 'test-secret',
      INTERNAL_API_SECRET: 'test-internal-secret',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(URL_)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the Remix server did not start');
});

afterAll(() => {
  server?.kill();
});

describe('Strapi down', () => {
  it('a login post gets the 503 page in Italian', async () => {
    const page = await fetch(`${URL_}/`);
    const cookies = page.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const html = await page.text();
    const csrf =
      /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? /value="([^"]+)" name="csrf"/.exec(html)?.[1] ?? '';
    const from = /name="from__confirm"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';
    const response = await fetch(`${URL_}/?index`, {
      method: 'POST',
      headers: { Cookie: cookies, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf,
        name__confirm: '',
        from__confirm: from,
        email: 'a@b.it',
        password: 'x',
      }),
    });
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).toContain('Servizio momentaneamente non disponibile, riprova tra poco.');
    expect(body).not.toMatch(/at .*\.js:\d+/);
  });
});
