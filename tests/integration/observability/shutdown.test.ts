// Health and shutdown of the Remix server (issue 40): liveness and readiness answer on their own paths; on SIGTERM
// readiness turns false at once, a request in flight still gets its answer, and the process exits 0. On a Remix
// server of the test's own (the stack's must keep running).
import { describe, expect, it } from 'vitest';
import { startRemixServer } from '../../support/remix-server';
import { sleep, slowPost } from '../../support/slow-request';

describe('Remix health and shutdown', () => {
  it('SIGTERM: not ready at once, the request in flight answered, exit 0, then no more connections', async () => {
    const server = await startRemixServer({ SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '10000' });
    try {
      const health = await fetch(`${server.url}/_health`);
      expect(health.status).toBe(200);
      expect((await fetch(`${server.url}/_ready`)).status).toBe(200);

      const inFlight = await slowPost(
        server.url,
        '/?index',
        'email=nessuno%40example.it&password=sbagliata&name__confirm=',
        'application/x-www-form-urlencoded',
      );
      await sleep(300);
      const exited = server.signal('SIGTERM');
      await sleep(300);
      const ready = await fetch(`${server.url}/_ready`);
      expect(ready.status).toBe(503);
      const status = await inFlight.finish();
      // The login form's own answer (no CSRF token: refused), not a cut connection or a 5xx.
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(500);
      expect(await exited).toBe(0);
      await expect(fetch(`${server.url}/_health`)).rejects.toThrow();
    } finally {
      server.stop();
    }
  });

  it('WEB_CONCURRENCY=2: the workers share the port, their metrics add up on one address, SIGTERM exits 0', async () => {
    const metricsPort = 9116 + Number(process.env.TEST_PORT_OFFSET ?? 0);
    const server = await startRemixServer({ WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort) });
    try {
      for (let i = 0; i < 8; i += 1) expect((await fetch(`${server.url}/favicon.svg`)).status).toBe(200);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(metrics).toMatch(/remix_http_requests_total\{method="GET",route="static",status="200"\} 8\b/);
      expect(await server.signal('SIGTERM')).toBe(0);
    } finally {
      server.stop();
    }
  });

  it('readiness is false while Strapi does not answer; liveness stays true', async () => {
    const server = await startRemixServer({ STRAPI_URL: 'http://127.0.0.1:9' });
    try {
      expect((await fetch(`${server.url}/_health`)).status).toBe(200);
      expect((await fetch(`${server.url}/_ready`)).status).toBe(503);
    } finally {
      server.stop();
    }
  });
});
