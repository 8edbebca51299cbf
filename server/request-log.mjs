// One log line per request of the Remix server, with the request's id (docs/operations.md "Logs").
// - The id: made here (a UUID), or the one a trusted proxy sent in X-Request-Id when TRUST_PROXY_REQUEST_ID=true
//   (a client-made one is ignored otherwise); returned as X-Request-Id and sent to Strapi on every call of the
//   request (app/server/request-context.server.ts), so one grep finds a click's lines on both processes.
// - What a line says: method, Remix route id (never the path: `/garanzia/<token>`, `/alert-off/<token>` carry
//   tokens, and a query string can carry an e-mail), status, duration, id. Nothing of the visitor.
// - LOG_FORMAT=json: one JSON object per line (pino), what a log collector reads; otherwise (the default of
//   `npm start`) a short line for people.
import { randomUUID } from 'node:crypto';
import { matchRoutes } from '@remix-run/router';
import { pino } from 'pino';

/** Characters a proxy's id may have: no spaces or quotes to break a log line, bounded. */
const SAFE_ID = /^[\w.:-]{8,128}$/;

export const logFormat = () => (process.env.LOG_FORMAT === 'json' ? 'json' : 'pretty');

/** The process's logger: JSON lines with LOG_FORMAT=json; in pretty mode only its messages are printed. */
export const logger = pino({
  base: { process: 'remix', pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  level: process.env.LOG_LEVEL ?? 'info',
  formatters: { level: (label) => ({ level: label }) },
});

/** The request's id: a trusted proxy's when configured and well formed, else a new one. */
export function requestIdOf(req) {
  if (process.env.TRUST_PROXY_REQUEST_ID === 'true') {
    const given = req.get('x-request-id');
    if (given && SAFE_ID.test(given)) return given;
  }
  return randomUUID();
}

/** The Remix route tree of the build, as Remix itself matches it (parents before children). */
function routeTree(routes) {
  const children = new Map();
  for (const route of Object.values(routes)) {
    const list = children.get(route.parentId) ?? [];
    list.push(route);
    children.set(route.parentId, list);
  }
  const make = (parentId) =>
    (children.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : make(route.id),
    }));
  return make(undefined);
}

/**
 * `routeIdOf(req)`: the id of the deepest Remix route a request reaches (`routes/_company.company-home`), 'static'
 * for the build's assets and public files, 'unmatched' for a path no route serves. Single-fetch data requests
 * (`/company-home.data`, `/_root.data`) count under the page's route.
 */
export function routeMatcher(build) {
  const tree = routeTree(build.routes);
  return (req) => {
    if (req.path.startsWith(build.publicPath) || /\.[^/.]+$/.test(req.path.replace(/\.data$/, '')))
      return 'static';
    let path = req.path;
    if (path === '/_root.data') path = '/';
    else if (path.endsWith('.data')) path = path.slice(0, -'.data'.length);
    const matches = matchRoutes(tree, path);
    return matches?.at(-1)?.route.id ?? 'unmatched';
  };
}

/**
 * The Express middleware: gives the request its id (req.id, X-Request-Id), runs the rest of the request inside
 * `requestContext` (so the Strapi client sends the id), and logs the line when the answer is sent. `onDone` gets
 * (method, route, status, seconds) for the metrics.
 */
export function requestLog({ build, requestContext, onDone = () => {} }) {
  const routeIdOf = routeMatcher(build);
  const json = logFormat() === 'json';
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req);
    req.id = requestId;
    res.set('X-Request-Id', requestId);
    res.once('close', () => {
      const route = routeIdOf(req);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // A response closed before it was sent (the visitor went away) is logged with the status it would have had.
      const status = res.statusCode;
      onDone(req.method, route, status, seconds);
      const ms = Math.round(seconds * 10_000) / 10;
      if (json)
        logger.info(
          { requestId, method: req.method, route, status, ms, aborted: !res.writableFinished || undefined },
          'request',
        );
      else console.info(`${req.method} ${route} ${status} ${ms} ms ${requestId}`);
    });
    requestContext.run({ requestId }, next);
  };
}
