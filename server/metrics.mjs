// The Remix server's Prometheus metrics (docs/operations.md "Metrics"): requests by Remix route id, Node's own
// (event-loop lag, heap, GC), and what the app records itself (app/server/metrics.server.ts: calls to Strapi by
// endpoint, rate-limit refusals, payment webhooks), all in prom-client's default registry. Served on their own
// address, METRICS_HOST:METRICS_PORT (host 127.0.0.1 unless set; off without METRICS_PORT), never on the portal's
// port: the public site has no /metrics.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import client from 'prom-client';

const { register } = client;

client.collectDefaultMetrics();
// In a worker of WEB_CONCURRENCY (server/cluster.mjs): answer the primary's requests for this worker's metrics
// (prom-client registers that listener when an AggregatorRegistry is made).
if (cluster.isWorker) new client.AggregatorRegistry();

const requests = new client.Counter({
  name: 'remix_http_requests_total',
  help: "Requests answered by the Remix server, by method, Remix route id ('static', 'unmatched') and status",
  labelNames: ['method', 'route', 'status'],
});
const requestSeconds = new client.Histogram({
  name: 'remix_http_request_duration_seconds',
  help: 'Time from request to the end of the answer, by method and Remix route id',
  labelNames: ['method', 'route'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** Records one answered request (server/request-log.mjs calls it). */
export function observeRequest(method, route, status, seconds) {
  requests.inc({ method, route, status: String(status) });
  requestSeconds.observe({ method, route }, seconds);
}

/** The metrics text of this process. */
export const metricsText = () => register.metrics();
export const metricsContentType = register.contentType;

/** Serves GET /metrics on METRICS_HOST:METRICS_PORT; returns the server, or null when METRICS_PORT is unset. */
export function startMetricsServer(text = metricsText) {
  const port = Number(process.env.METRICS_PORT);
  if (!process.env.METRICS_PORT || !Number.isInteger(port)) return null;
  const host = process.env.METRICS_HOST ?? '127.0.0.1';
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
    text().then(
      (body) => res.writeHead(200, { 'Content-Type': metricsContentType }).end(body),
      (error) => res.writeHead(500).end(String(error?.message ?? error)),
    );
  });
  server.listen(port, host, () => console.info(`[metrics] http://${host}:${port}/metrics`));
  return server;
}
