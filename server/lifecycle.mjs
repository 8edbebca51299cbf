// Health and shutdown of the Remix server (docs/operations.md "Health and shutdown").
// - GET /_health: liveness, 200 while the process answers (a Remix route cannot start with `_`, so no page hides it).
// - GET /_ready: readiness, 200 when Strapi answers its /_health within 2 s, 503 otherwise and from the moment a
//   shutdown starts (a load balancer stops sending new visitors).
// - SIGTERM: readiness turns false at once; after SHUTDOWN_DELAY_MS (default 0: time for a load balancer to notice)
//   the server stops accepting connections, lets the requests in flight finish (at most SHUTDOWN_GRACE_MS, default
//   20 s) and exits 0.
const READY_CACHE_MS = 1000;

export function lifecycle({ strapiUrl, log = console }) {
  let draining = false;
  let inFlight = 0;
  let whenIdle = null;
  let lastCheck = { at: 0, ok: false };

  /** Counts the requests in flight; while draining, each answer closes its connection. */
  const track = (req, res, next) => {
    inFlight += 1;
    if (draining) res.set('Connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) whenIdle?.();
    });
    next();
  };

  async function strapiAnswers() {
    if (Date.now() - lastCheck.at < READY_CACHE_MS) return lastCheck.ok;
    let ok = false;
    try {
      const response = await fetch(`${strapiUrl}/_health`, { signal: AbortSignal.timeout(2000) });
      ok = response.status < 300;
    } catch {
      ok = false;
    }
    lastCheck = { at: Date.now(), ok };
    return ok;
  }

  /** The probes, before anything else (they are neither logged nor counted as requests). */
  const probes = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/_health') return void res.status(200).type('text/plain').send('ok');
    if (req.path !== '/_ready') return next();
    const answer = (ok) =>
      res
        .status(ok ? 200 : 503)
        .type('text/plain')
        .send(ok ? 'ready' : 'not ready');
    if (draining) return void answer(false);
    strapiAnswers().then(answer);
  };

  /** SIGTERM: not ready, then stop accepting, then wait for the requests in flight; resolves true when all ended. */
  async function drain(servers, { delayMs, graceMs }) {
    draining = true;
    log.info(`[server] shutting down: not ready, closing in ${delayMs} ms, ${inFlight} requests in flight`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    for (const server of servers) server?.close();
    if (inFlight === 0) return true;
    const finished = await new Promise((resolve) => {
      whenIdle = () => resolve(true);
      setTimeout(() => resolve(false), graceMs).unref();
    });
    if (!finished) log.warn(`[server] grace period over: ${inFlight} requests cut`);
    return finished;
  }

  return { track, probes, drain, isDraining: () => draining };
}

/** A whole number of milliseconds from the environment, or `fallback`. */
export function msFromEnv(name, fallback) {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= 0 ? value : fallback;
}
