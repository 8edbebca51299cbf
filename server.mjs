// The production server of the Remix app: what `remix-serve` did (compression, /build assets cached for a year,
// public/ for an hour, a one-line access log, production mode), plus two things remix-serve could not do:
// - the socket's address reaches the app (getLoadContext → `context.socketAddress`): without a proxy in front
//   it is the visitor's address, which the per-IP rate limits need (app/server/client-ip.server.ts);
// - methods the portal does not serve (TRACE, PUT, OPTIONS…) get 405 with `Allow` instead of a 500 (the Fetch
//   API refuses TRACE before the app runs).
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
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y' }));
app.use(express.static('public', { maxAge: '1h' }));
app.use(morgan('tiny'));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ socketAddress: req.socket.remoteAddress }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const onListen = () =>
  console.info(`[server] http://${process.env.HOST ?? 'localhost'}:${server.address().port}`);
const server = process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(console.error));
