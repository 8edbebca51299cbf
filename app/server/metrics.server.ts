// The Remix server's own Prometheus metrics, made inside the app (server/metrics.mjs adds the request metrics and
// serves them all on METRICS_PORT). prom-client stays outside the build, so the app and server.mjs share its
// default registry. Labels are endpoint templates, limiter names and outcomes: never an id or a person
// (docs/operations.md "Metrics").
import { Counter, Histogram, register } from 'prom-client';

/** The metric already registered under `name` (a module evaluated twice, in development), or a new one. */
function once<T>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

const strapiCalls = once(
  'remix_strapi_requests_total',
  () =>
    new Counter({
      name: 'remix_strapi_requests_total',
      help: "Calls of the Remix server to Strapi, by method, endpoint template and status ('network' when none)",
      labelNames: ['method', 'endpoint', 'status'] as const,
    }),
);
const strapiSeconds = once(
  'remix_strapi_request_duration_seconds',
  () =>
    new Histogram({
      name: 'remix_strapi_request_duration_seconds',
      help: 'Time of a call to Strapi until its answer headers, by method and endpoint template',
      labelNames: ['method', 'endpoint'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export function observeStrapiCall(
  method: string,
  endpoint: string,
  status: number | 'network',
  seconds: number,
) {
  strapiCalls.inc({ method, endpoint, status: String(status) });
  strapiSeconds.observe({ method, endpoint }, seconds);
}

const refusals = once(
  'remix_rate_limit_refusals_total',
  () =>
    new Counter({
      name: 'remix_rate_limit_refusals_total',
      help: 'Requests refused by a rate limiter, by limiter (login-ip, login-pair, registration-ip…)',
      labelNames: ['limiter'] as const,
    }),
);

export function observeRefusal(limiter: string): void {
  refusals.inc({ limiter });
}

const webhooks = once(
  'remix_payment_webhooks_total',
  () =>
    new Counter({
      name: 'remix_payment_webhooks_total',
      help: 'Stripe webhook deliveries, by outcome (fulfilled, marked, pending, ignored, refused, bad_signature, retry)',
      labelNames: ['outcome'] as const,
    }),
);

export function observeWebhook(outcome: string): void {
  webhooks.inc({ outcome });
}
