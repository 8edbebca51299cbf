// The production server of the Remix app: what `remix-serve` did (compression, /build assets cached for a year,
// public/ for an hour, production mode; the static files precompressed at build time, server/static-files.mjs), plus what an operator needs (docs/operations.md): a log line per request
// with its id (server/request-log.mjs), metrics on an address of their own (server/metrics.mjs), liveness and
// readiness probes and a shutdown that lets the requests in flight finish (server/lifecycle.mjs); and what
// remix-serve could not do:
// - the socket's address reaches the app (getLoadContext → `context.socketAddress`): without a proxy in front
//   it is the visitor's address, which the per-IP rate limits need (app/server/client-ip.server.ts);
// - methods the portal does not serve (TRACE, PUT, OPTIONS…) get 405 with `Allow` instead of a 500 (the Fetch
//   API refuses TRACE before the app runs);
// - a request the adapter cannot turn into a URL (`GET http://evil.example/`, `GET *`, a Host header such as `a b`,
//   `[::1` or `x:99999`) gets 400, and a post whose Origin is not this host 403, instead of the 500 of the adapter's
//   "Invalid URL" or of Remix's own Origin check, which throws (issue 24 item 7);
// - a request of Remix's old data protocol (`?_data=<route id>`) gets 400: with single fetch the app's own pages
//   ask `<path>.data`, and Remix still answers `?_data` the old way, which threw a TypeError on a layout route
//   (500) and logged a warning stack for every such request (issue 39 item 11);
// - an answer sent before the body was read to its end (a 413, a refused post) keeps the connection open while the
//   rest of the body is read and dropped (server/lingering.mjs): closing under a sender still uploading resets the
//   connection, and the visitor saw that reset instead of the 413 page.
// Usage: node server.mjs [build/index.js]   (PORT, default 3000; HOST, default all interfaces)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import { startCluster, workerCount } from './server/cluster.mjs';
import { lifecycle, msFromEnv } from './server/lifecycle.mjs';
import { lingeringClose } from './server/lingering.mjs';
import { observeRequest, startMetricsServer } from './server/metrics.mjs';
import { requestLog } from './server/request-log.mjs';
import { staticFiles } from './server/static-files.mjs';

process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';

// WEB_CONCURRENCY > 1: this process becomes the cluster's primary (server/cluster.mjs), which never serves a page;
// each of its workers runs the rest of this file. It exits when its workers have drained.
if (startCluster(workerCount())) await new Promise(() => {});

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];

const build = await import(pathToFileURL(resolve(process.argv[2] ?? 'build/index.js')).href);

const app = express();
app.disable('x-powered-by');
const life = lifecycle({ strapiUrl: process.env.STRAPI_URL ?? 'http://127.0.0.1:1337' });
// Liveness and readiness probes, then the count of requests in flight that a shutdown waits for.
app.use(life.probes);
app.use(life.track);
app.use(lingeringClose());
// First: every request, refused ones included, gets its id and its log line (server/request-log.mjs).
app.use(requestLog({ build, requestContext: build.entry.module.requestContext, onDone: observeRequest }));
app.use((req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set('Allow', ALLOWED_METHODS.join(', ')).status(405).end();
});
app.use((req, res, next) => {
  const refuse = (status, text) =>
    res.status(status).set('Content-Type', 'text/plain; charset=utf-8').end(text);
  const host = requestHost(req);
  if (!req.originalUrl.startsWith('/') || !host) return refuse(400, 'Richiesta non valida.');
  let url;
  try {
    url = new URL(`http://${host}${req.originalUrl}`);
  } catch {
    return refuse(400, 'Richiesta non valida.');
  }
  if (url.searchParams.has('_data')) return refuse(400, 'Richiesta non valida.');
  // Remix compares Origin with X-Forwarded-Host or Host (the same choice as here) and throws on a mismatch.
  const origin = req.get('origin');
  if (req.method === 'POST' && origin !== undefined && originHost(origin) !== host)
    return refuse(403, 'Richiesta da un altro sito non ammessa.');
  next();
});
// The static files, in the encoding precompressed at build time (server/static-files.mjs): before `compression`,
// which leaves an encoded answer alone anyway. They are listed at start-up, so a page path costs a lookup in a
// Map, not a stat of the disk (which cost 4% of a page's CPU: docs/performance.md "Pages per core").
app.use(
  build.publicPath,
  staticFiles(build.assetsBuildDirectory, { maxAgeSeconds: 365 * 24 * 60 * 60, immutable: true }),
);
app.use(staticFiles('public', { maxAgeSeconds: 60 * 60, skip: [build.assetsBuildDirectory] }));
app.use(compression());
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ socketAddress: req.socket.remoteAddress }),
  }),
);

/** A host name or IP literal, with an optional port that exists. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * The host the request was sent to, as the Remix adapter and Remix's Origin check take it (the first
 * X-Forwarded-Host entry, else Host); null when it is missing or not a valid host[:port].
 */
function requestHost(req) {
  const forwarded = req.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || req.get('host');
  const match = host ? HOST.exec(host) : null;
  if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return null;
  return host;
}

/** The host of an Origin header, or undefined when it is not a URL (`null`, garbage). */
function originHost(origin) {
  try {
    return new URL(origin).host || undefined;
  } catch {
    return undefined;
  }
}

const port = Number(process.env.PORT ?? 3000);
const onListen = () =>
  console.info(`[server] http://${process.env.HOST ?? 'localhost'}:${server.address().port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
const metricsServer = startMetricsServer();
let stopping = false;
// `on`, not `once`: a worker gets the signal twice (its process group's and the primary's), and a second one must
// not end it before it has drained.
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await life.drain([server], {
      delayMs: msFromEnv('SHUTDOWN_DELAY_MS', 0),
      graceMs: msFromEnv('SHUTDOWN_GRACE_MS', 20_000),
    });
    metricsServer?.close();
    server.closeAllConnections();
    process.exit(0);
  });
