// The production server of the Remix app: what `remix-serve` did (compression, /build assets cached for a year,
// public/ for an hour, a one-line access log, production mode), plus two things remix-serve could not do:
// - the socket's address reaches the app (getLoadContext → `context.socketAddress`): without a proxy in front
//   it is the visitor's address, which the per-IP rate limits need (app/server/client-ip.server.ts);
// - methods the portal does not serve (TRACE, PUT, OPTIONS…) get 405 with `Allow` instead of a 500 (the Fetch
//   API refuses TRACE before the app runs);
// - a request the adapter cannot turn into a URL (`GET http://evil.example/`, `GET *`, a Host header such as `a b`,
//   `[::1` or `x:99999`) gets 400, and a post whose Origin is not this host 403, instead of the 500 of the adapter's
//   "Invalid URL" or of Remix's own Origin check, which throws (issue 24 item 7);
// - a request of Remix's old data protocol (`?_data=<route id>`) gets 400: with single fetch the app's own pages
//   ask `<path>.data`, and Remix still answers `?_data` the old way, which threw a TypeError on a layout route
//   (500) and logged a warning stack for every such request (issue 39 item 11).
// Usage: node server.mjs [build/index.js]   (PORT, default 3000; HOST, default all interfaces)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import { installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';

process.env.NODE_ENV = process.env.NODE_ENV ?? 'production';

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];

const build = await import(pathToFileURL(resolve(process.argv[2] ?? 'build/index.js')).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const app = express();
app.disable('x-powered-by');
app.use((req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set('Allow', ALLOWED_METHODS.join(', ')).status(405).end();
});
app.use((req, res, next) => {
  const refuse = (status, text) =>
    res.status(status).set('Content-Type', 'text/plain; charset=utf-8').set('Connection', 'close').end(text);
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
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y' }));
// public/ holds files (favicon.svg): a page path has no extension, and asking the disk for it (a stat that fails,
// then an error object built and dropped by `send`) cost 4% of a page's CPU (docs/performance.md "Pages per core").
const publicFiles = express.static('public', { maxAge: '1h' });
app.use((req, res, next) => (FILE_PATH.test(req.path) ? publicFiles(req, res, next) : next()));
app.use(morgan('tiny'));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ socketAddress: req.socket.remoteAddress }),
  }),
);

/** A path whose last segment has an extension (`/favicon.svg`), the only kind public/ can answer. */
const FILE_PATH = /\.[^/.]+$/;

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
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(console.error));
