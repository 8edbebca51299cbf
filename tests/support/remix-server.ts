// A Remix server of a test's own (server.mjs over the built app), for settings the shared test stack cannot
// have (low per-IP limits), and requests that come from another loopback address than 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { Agent, fetch as undiciFetch } from 'undici';

export interface RemixServer {
  url: string;
  stop(): void;
  /** Everything the server wrote to stdout and stderr so far (also passed on to this process's stderr). */
  output(): string;
}

/** Starts `node server.mjs` on a free port with `env` over what the app needs to run against the test Strapi. */
export async function startRemixServer(env: Record<string, string>): Promise<RemixServer> {
  const child: ChildProcess = spawn(process.execPath, ['server.mjs', 'build/index.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      STRAPI_URL: process.env.STRAPI_URL ?? 'http://127.0.0.1:1338',
      SESSION_SECRET: 'test-own-server',
      INTERNAL_API_SECRET: process.env.INTERNAL_API_SECRET ?? 'test-internal-secret',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    written += chunk.toString();
    process.stderr.write(chunk);
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /\[server\] (http:\/\/\S+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    child.on('exit', (code) => reject(new Error(`server.mjs exited (${code}): ${output}`)));
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  return { url, stop: () => child.kill(), output: () => written };
}

/** A fresh loopback address other than 127.0.0.1: a visitor whose per-IP counters start at zero. */
export const freshLoopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** `fetch` whose connections leave from `address` (the server sees it as the socket's address). */
export function fetchFrom(address: string): typeof fetch {
  const dispatcher = new Agent({ localAddress: address });
  return ((input: string, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof fetch;
}
