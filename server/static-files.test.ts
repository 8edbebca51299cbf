// The static files' encoding choice and path guard (server/static-files.mjs), and the middleware over a folder of
// its own: what it sends for each Accept-Encoding, and that no path reaches a file outside the list.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error express ships no types (@types/express is not a dependency): the server's own JavaScript uses it.
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/lib/precompress.mjs';
import { chooseEncoding, fileKey, staticFiles } from './static-files.mjs';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'];
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'], // what browsers send: brotli at equal weight
    ['br', both, 'br'],
    ['gzip', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    ['deflate', both, 'identity'],
    ['', both, 'identity'],
    [undefined, both, 'identity'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br;q=0.5, gzip;q=0.8', both, 'gzip'], // the browser's weights first
    ['BR;Q=1', both, 'br'],
    ['*', both, 'br'],
    ['*;q=0', both, 'identity'],
    ['gzip;q=0, *', both, 'br'],
    ['br;q=0, *', both, 'gzip'],
    ['br;q=2', both, 'identity'], // a weight that is not one
    ['br;q=abc, gzip', both, 'gzip'],
    ['gzip, deflate, br', ['gzip'], 'gzip'], // a file with no brotli variant
    ['br', ['gzip'], 'identity'],
    ['gzip, br', [], 'identity'],
  ])('%j with variants %j → %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});

describe('fileKey', () => {
  it.each([
    ['/x.js', 'x.js'],
    ['/_shared/chunk-AB12.js', '_shared/chunk-AB12.js'],
    ['/a%20b.js', 'a b.js'],
  ])('%s names %s', (path, key) => {
    expect(fileKey(path)).toBe(key);
  });

  it.each([
    '/../server.mjs',
    '/_shared/../../server.mjs',
    '/%2e%2e/server.mjs',
    '/%2E%2E%2Fserver.mjs',
    '/..%2fserver.mjs',
    '/..%5cserver.mjs',
    '/.env',
    '/./x.js',
    '//etc/passwd',
    '/x.js%00.png',
    '/%E0%A4%A',
    'x.js',
    '/',
    '/_shared/',
  ])('refuses %s', (path) => {
    expect(fileKey(path)).toBeNull();
  });

  it('decodes once: a double-encoded dot segment stays a literal name no file has', () => {
    expect(fileKey('/%252e%252e/server.mjs')).toBe('%2e%2e/server.mjs');
  });
});

describe('staticFiles', () => {
  let folder: string;
  let server: Server;
  let port: number;
  const script = `export const text = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(200))};\n`;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'static-files-'));
    mkdirSync(join(folder, 'build', '_shared'), { recursive: true });
    writeFileSync(join(folder, 'build', '_shared', 'chunk.js'), script);
    writeFileSync(join(folder, 'build', 'tiny.js'), 'export{};');
    writeFileSync(join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(5));
    writeFileSync(join(folder, '.env'), 'SECRET=1');
    writeFileSync(join(folder, 'outside.txt'), 'outside');
    precompress(folder);
    const app = express();
    app.use('/build', staticFiles(join(folder, 'build'), { maxAgeSeconds: 31536000, immutable: true }));
    app.use(staticFiles(folder, { maxAgeSeconds: 3600, skip: [join(folder, 'build')] }));
    app.use((_req: unknown, res: { status: (code: number) => { end: (text: string) => void } }) =>
      res.status(404).end('not found'),
    );
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => {
    server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** A raw request: the path as written (no URL normalisation), the body as sent (no decoding). */
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const req = request({ port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );

  it('sends brotli, gzip or the file by Accept-Encoding, each decoding to the same bytes', async () => {
    const br = await get('/build/_shared/chunk.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const gz = await get('/build/_shared/chunk.js', { 'Accept-Encoding': 'gzip' });
    const plain = await get('/build/_shared/chunk.js');
    for (const answer of [br, gz, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(plain.body.toString()).toBe(script);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(br.headers.etag).not.toBe(gz.headers.etag);
  });

  it('answers a fresh conditional request with 304 and HEAD without a body', async () => {
    const first = await get('/build/_shared/chunk.js', { 'Accept-Encoding': 'br' });
    const again = await get('/build/_shared/chunk.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await get('/build/_shared/chunk.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('sends a file too small to gain from compression as it is', async () => {
    const tiny = await get('/build/tiny.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export{};');
  });

  it("serves public's own files for an hour, compressed too", async () => {
    const icon = await get('/favicon.svg', { 'Accept-Encoding': 'br' });
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['content-encoding']).toBe('br');
  });

  it.each([
    '/build/../outside.txt',
    '/build/%2e%2e/outside.txt',
    '/build/..%2foutside.txt',
    '/build/_shared/..%2f..%2foutside.txt',
    '/build/_shared/chunk.js.br',
    '/build/_shared/chunk.js.gz',
    '/.env',
    '/%2eenv',
    '/build/',
    '/build/_shared',
  ])('never serves a file for %s', async (path) => {
    const answer = await get(path, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe('not found');
  });

  it('leaves other methods to the next handler', async () => {
    const answer = await get('/build/_shared/chunk.js', {}, 'POST');
    expect(answer.status).toBe(404);
  });
});
