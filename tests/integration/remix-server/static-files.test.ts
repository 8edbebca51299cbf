// The built scripts as the Remix server sends them (issue 39 item 18): the variant precompressed by `npm run build`
// for each Accept-Encoding, with the headers a cache and a browser need, each decoding to the same file; a head no
// longer than the bundle budget counts per request; and no path outside the static folders answering a file.
import { connect } from 'node:net';
import { request } from 'undici';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HEADER_BYTES } from '../../../server/static-files.mjs';
import { REMIX } from '../../support/remix';

/** The scripts the login page preloads, largest first (the size of the file itself). */
async function pageScripts(): Promise<{ path: string; size: number }[]> {
  const html = await (await fetch(`${REMIX}/`)).text();
  const paths = [...new Set([...html.matchAll(/"(\/build\/[^"]+\.js)"/g)].map((match) => match[1]))];
  expect(paths.length).toBeGreaterThan(3);
  const sized = await Promise.all(
    paths.map(async (path) => {
      const answer = await request(`${REMIX}${path}`, { method: 'HEAD' });
      await answer.body.dump();
      return { path, size: Number(answer.headers['content-length']) };
    }),
  );
  return sized.sort((a, b) => b.size - a.size);
}

/** The raw bytes of an answer (undici's `request` decodes nothing). */
async function raw(path: string, acceptEncoding?: string) {
  const answer = await request(`${REMIX}${path}`, {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  return {
    status: answer.statusCode,
    headers: answer.headers,
    body: Buffer.from(await answer.body.arrayBuffer()),
  };
}

/** The head of an answer as it crosses the wire, over a socket of its own: the path is sent as written. */
function rawHead(path: string, acceptEncoding = 'gzip, deflate, br, zstd'): Promise<string> {
  const { hostname, port } = new URL(REMIX);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
      ),
    );
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
    });
    socket.on('end', () => resolve(received.toString('latin1')));
    socket.on('error', reject);
  });
}

describe('the built scripts', () => {
  it('come as brotli, gzip or the file by Accept-Encoding, with the same bytes once decoded', async () => {
    const [largest] = await pageScripts();
    const br = await raw(largest.path, 'br');
    const gzip = await raw(largest.path, 'gzip');
    const plain = await raw(largest.path);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(String(answer.headers['content-type']).toLowerCase()).toBe(
        'application/javascript; charset=utf-8',
      );
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBe(largest.size);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // Brotli 11 beats gzip 9, which beats nothing.
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
  });

  it("as a browser asks for them (gzip, deflate, br, zstd): brotli, with a head within the budget's count", async () => {
    const scripts = await pageScripts();
    for (const { path } of scripts.slice(0, 5)) {
      const answer = await rawHead(path);
      const head = answer.slice(0, answer.indexOf('\r\n\r\n') + 4);
      expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(head).toMatch(/\r\ncontent-encoding: br\r\n/i);
      // Connection: close instead of the browser's keep-alive (and its Keep-Alive line): 6 bytes more, not fewer.
      expect(Buffer.byteLength(head, 'latin1')).toBeLessThanOrEqual(HEADER_BYTES);
    }
  });

  it.each([
    '/build/../server.mjs',
    '/build/%2e%2e/server.mjs',
    '/build/..%2f..%2fserver.mjs',
    '/build/%2e%2e/%2e%2e/package.json',
    '/../package.json',
    '/%2e%2e/package.json',
    '/build/..%5c..%5cpackage.json',
    '/.env',
    '/build/%00.js',
  ])('never answers a file outside the static folders for %s', async (path) => {
    const answer = await rawHead(path);
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
    expect(answer).not.toContain('createRequestHandler');
    expect(answer).not.toContain('"portale-industria"');
  });

  it("a variant's own name is no URL", async () => {
    const [largest] = await pageScripts();
    const answer = await raw(`${largest.path}.br`, 'br');
    expect(answer.status).toBe(404);
  });
});
