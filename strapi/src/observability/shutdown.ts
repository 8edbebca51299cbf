/**
 * Readiness and the drain of a Strapi instance (docs/operations.md "Health and shutdown"). On SIGTERM readiness turns
 * false at once (`/_ready` answers 503); Strapi's own shutdown then runs the app's `destroy`, which calls `drain`:
 * after SHUTDOWN_DELAY_MS (default 0) the server stops accepting connections, the requests in flight and a running
 * scheduled job finish (at most SHUTDOWN_GRACE_MS, default 20 s), and only then Strapi closes the remaining
 * connections and the database pool and exits 0. A job cut by the grace period keeps its claim's period unfinished:
 * the next run does the work (utils/job-run.ts).
 */
import type { Core } from '@strapi/strapi';

let draining = false;
let inFlight = 0;
const runningJobs = new Set<Promise<unknown>>();
let wake: (() => void) | null = null;

export const isDraining = () => draining;

/** From SIGTERM on (bootstrap registers it): readiness answers 503. */
export function startDraining(): void {
  draining = true;
}

/** Called by the request log around every request. */
export function requestStarted(): void {
  inFlight += 1;
}

export function requestEnded(): void {
  inFlight -= 1;
  if (inFlight === 0 && runningJobs.size === 0) wake?.();
}

/** A scheduled job's run: the drain waits for it (config/cron-tasks.ts). */
export function trackJob<T>(run: Promise<T>): Promise<T> {
  runningJobs.add(run);
  const done = () => {
    runningJobs.delete(run);
    if (inFlight === 0 && runningJobs.size === 0) wake?.();
  };
  run.then(done, done);
  return run;
}

const msFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value >= 0 ? value : fallback;
};

/** The app's destroy lifecycle: stop accepting, then wait for requests and jobs, within the grace period. */
export async function drain(strapi: Core.Strapi): Promise<void> {
  draining = true;
  const delayMs = msFromEnv('SHUTDOWN_DELAY_MS', 0);
  const graceMs = msFromEnv('SHUTDOWN_GRACE_MS', 20_000);
  strapi.log.info(
    `[shutdown] not ready; closing in ${delayMs} ms; ${inFlight} requests and ${runningJobs.size} jobs in flight`,
  );
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  strapi.server?.httpServer?.close();
  if (inFlight === 0 && runningJobs.size === 0) return;
  const finished = await new Promise<boolean>((resolve) => {
    wake = () => resolve(true);
    setTimeout(() => resolve(false), graceMs).unref();
  });
  if (!finished)
    strapi.log.warn(
      `[shutdown] grace period over: ${inFlight} requests and ${runningJobs.size} jobs cut (the next run redoes a job)`,
    );
}
