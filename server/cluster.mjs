// WEB_CONCURRENCY: several Remix workers in one container (node:cluster), each a whole server.mjs on the same port
// (docs/operations.md "Workers"). The primary only forks, restarts a worker that dies, serves the metrics of all
// workers (prom-client's AggregatorRegistry) and, on SIGTERM, passes the signal on and exits 0 once every worker
// has drained. WEB_CONCURRENCY: a number, or `auto` (the cores this process may use, at most one worker per
// WORKER_MEMORY_MB of the container's memory, default 512); unset: 1, no primary at all.
import cluster from 'node:cluster';
import { availableParallelism, totalmem } from 'node:os';
import client from 'prom-client';
import { startMetricsServer } from './metrics.mjs';

/** How many workers: 1 means none (server.mjs serves by itself). */
export function workerCount(env = process.env) {
  const asked = env.WEB_CONCURRENCY;
  if (!asked) return 1;
  if (asked !== 'auto') {
    const n = Number(asked);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  }
  const perWorker = (Number(env.WORKER_MEMORY_MB) || 512) * 1024 * 1024;
  // The container's memory limit (cgroup) when there is one, else the machine's.
  const memory = process.constrainedMemory?.() || totalmem();
  return Math.max(1, Math.min(availableParallelism(), Math.floor(memory / perWorker)));
}

/** True in the primary of a cluster of `count` workers, which it starts; server.mjs then does nothing more. */
export function startCluster(count) {
  if (count <= 1 || !cluster.isPrimary) return false;
  const aggregator = new client.AggregatorRegistry();
  let stopping = false;
  const fork = () => cluster.fork({ METRICS_PORT: '', WORKER_OF_CLUSTER: '1' });
  for (let i = 0; i < count; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[cluster] worker ${worker.process.pid} ended (${signal ?? code}): starting another`);
    setTimeout(fork, 1000);
  });
  const metrics = startMetricsServer(() => aggregator.clusterMetrics());
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.info(`[cluster] ${signal}: draining ${count} workers`);
      metrics?.close();
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
  console.info(`[cluster] ${count} workers`);
  return true;
}
