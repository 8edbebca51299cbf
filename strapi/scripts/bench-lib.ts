/**
 * What the in-process benchmarks (bench-alerts.ts, bench-job-alerts.ts) share: their arguments, a seeded PRNG, the
 * percentiles, and the phases: each timed, with the peak resident set of this process during it (sampled every
 * 20 ms) and its CPU time (user + system, from process.cpuUsage(): other processes' load does not inflate it).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createStrapi, type Core } from '@strapi/strapi';

export const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};

/** mulberry32: the same data for the same seed. */
export const mulberry32 = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The peak resident set of this process since the last `start()`, sampled every 20 ms. */
export const rssPeak = (() => {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  setInterval(sample, 20).unref();
  return {
    start: () => {
      peak = 0;
      sample();
    },
    mb: () => {
      sample();
      return Math.round(peak / 1_048_576);
    },
  };
})();

/** CPU time (user + system, ms) of this process since `since`. */
export const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/** The phases of one benchmark: `phase(name, work)` times it and keeps its peak RSS and CPU time under `name`. */
export const phases = () => {
  const memory: Record<string, number> = {};
  /** The resident set when the phase began: the peak less this is what the phase itself held. */
  const memoryAtStart: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  const phase = async <T>(name: string, work: () => Promise<T>): Promise<[T, number]> => {
    rssPeak.start();
    memoryAtStart[name] = rssPeak.mb();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await work();
    const ms = performance.now() - t0;
    cpu[name] = cpuMs(cpu0);
    memory[name] = rssPeak.mb();
    return [out, ms];
  };
  return { memory, memoryAtStart, cpu, phase };
};

/** Strapi loaded from its build (dist/scripts/…), without its HTTP server. */
export const loadStrapi = async (scriptDir: string) => {
  const distDir = path.resolve(scriptDir, '..');
  const appDir = path.resolve(distDir, '..');
  return createStrapi({ appDir, distDir }).load();
};

/**
 * A bench on Strapi loaded from its build: `bench`'s result is printed as one JSON line (what the npm scripts read),
 * Strapi is destroyed, and the process exits 1 when the bench threw.
 */
export const runBench = (
  scriptDir: string,
  bench: (strapi: Core.Strapi) => Promise<Record<string, unknown>>,
) => {
  void (async () => {
    const strapi = await loadStrapi(scriptDir);
    let exitCode = 0;
    try {
      console.info(JSON.stringify(await bench(strapi)));
    } catch (error) {
      console.error(error);
      exitCode = 1;
    } finally {
      await strapi.destroy();
    }
    process.exit(exitCode);
  })();
};
