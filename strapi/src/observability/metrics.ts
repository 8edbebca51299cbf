/**
 * Strapi's Prometheus metrics (prom-client), served on their own address (METRICS_PORT, METRICS_HOST default
 * 127.0.0.1; off without METRICS_PORT), never on Strapi's public port. Every name is documented in
 * docs/operations.md "Metrics". Labels hold route templates, job names and kinds, never an id or a person.
 */
import { createServer, type Server } from 'node:http';
import type { Core } from '@strapi/strapi';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const requests = new Counter({
  name: 'strapi_http_requests_total',
  help: 'Requests answered by Strapi, by method, declared route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const requestSeconds = new Histogram({
  name: 'strapi_http_request_duration_seconds',
  help: 'Time from request to answer, by method and declared route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  requests.inc({ method, route, status: String(status) });
  requestSeconds.observe({ method, route }, seconds);
}

const jobRuns = new Counter({
  name: 'portale_job_runs_total',
  help: 'Runs of each scheduled job on this instance, by outcome (success, failure)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});
const jobLastSuccess = new Gauge({
  name: 'portale_job_last_success_timestamp_seconds',
  help: 'Unix time at which the job last ended without error on this instance',
  labelNames: ['job'] as const,
  registers: [registry],
});
const jobDuration = new Gauge({
  name: 'portale_job_last_duration_seconds',
  help: 'Duration of the last run of the job on this instance',
  labelNames: ['job'] as const,
  registers: [registry],
});
const jobRows = new Gauge({
  name: 'portale_job_last_rows',
  help: 'Rows (e-mails, invoices, credits…) the last run of the job handled on this instance',
  labelNames: ['job'] as const,
  registers: [registry],
});

/** Records one run of a scheduled job (config/cron-tasks.ts). */
export function observeJob(job: string, seconds: number, outcome: 'success' | 'failure', rows = 0): void {
  jobRuns.inc({ job, outcome });
  jobDuration.set({ job }, seconds);
  if (outcome === 'success') {
    jobLastSuccess.set({ job }, Date.now() / 1000);
    jobRows.set({ job }, rows);
  }
}

const emails = new Counter({
  name: 'portale_emails_total',
  help: 'E-mails handed to the SMTP server, by kind and outcome (sent, failed)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export function observeEmail(kind: string, outcome: 'sent' | 'failed'): void {
  emails.inc({ kind, outcome });
}

const searchSeconds = new Histogram({
  name: 'portale_search_duration_seconds',
  help: "A candidate search's queries, by scope (search, alert, favourites, unlocked…) and plan kind",
  labelNames: ['scope', 'plan'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

/** One page of a candidate search (api/human-resource/services/search.ts): its plan kind and duration. */
export function observeSearch(scope: string, plan: string, seconds: number): void {
  searchSeconds.observe({ scope, plan }, seconds);
}

type TarnPool = { numUsed(): number; numFree(): number; numPendingAcquires(): number; max: number };

/** The knex pool's connections in use, free and waited for; read at scrape time. */
function watchPool(strapi: Core.Strapi): void {
  const pool = () => (strapi.db?.connection?.client as { pool?: TarnPool } | undefined)?.pool;
  new Gauge({
    name: 'strapi_db_pool_connections',
    help: 'Database pool connections by state (used, free, pending: requests waiting for one; max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const current = pool();
      if (!current) return;
      this.set({ state: 'used' }, current.numUsed());
      this.set({ state: 'free' }, current.numFree());
      this.set({ state: 'pending' }, current.numPendingAcquires());
      this.set({ state: 'max' }, current.max);
    },
  });
}

let server: Server | undefined;

/** Serves GET /metrics on METRICS_HOST:METRICS_PORT when METRICS_PORT is set (bootstrap). */
export function startMetricsServer(strapi: Core.Strapi): void {
  const port = Number(process.env.METRICS_PORT);
  if (!process.env.METRICS_PORT || !Number.isInteger(port)) return;
  watchPool(strapi);
  const host = process.env.METRICS_HOST ?? '127.0.0.1';
  server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  server.listen(port, host, () => strapi.log.info(`[metrics] http://${host}:${port}/metrics`));
}

export function stopMetricsServer(): void {
  server?.close();
  server = undefined;
}
