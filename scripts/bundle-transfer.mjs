#!/usr/bin/env node
// What a browser receives for each page's scripts from a running Remix server (issue 39 item 18), to check
// scripts/check-bundle.mjs against the wire: for every page of the build's manifest, each script the page loads is
// asked once over a socket of its own with Chrome's Accept-Encoding, and the whole answer (head and body as framed)
// is counted. Usage: `node scripts/bundle-transfer.mjs http://127.0.0.1:3000 [rows]` on the tree whose build the
// server runs. Each answer says `Connection: close` instead of a browser's keep-alive: a few bytes less per head.
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const [base = 'http://127.0.0.1:3000', shown = '10'] = process.argv.slice(2);
const buildDir = join(import.meta.dirname, '..', 'public', 'build');
const manifestFile = readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error('no manifest in public/build: run `npm run build:web` first');
const manifest = JSON.parse(
  readFileSync(join(buildDir, manifestFile), 'utf8')
    .replace(/^window\.__remixManifest=/, '')
    .replace(/;\s*$/, ''),
);
const { hostname, port } = new URL(base);
const answers = new Map();

/** The bytes of the answer to `path` and of its head. */
function received(path) {
  if (!answers.has(path))
    answers.set(
      path,
      new Promise((resolve, reject) => {
        const socket = connect(Number(port), hostname, () =>
          socket.write(
            `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n`,
          ),
        );
        let data = Buffer.alloc(0);
        socket.on('data', (chunk) => (data = Buffer.concat([data, chunk])));
        socket.on('end', () => resolve({ total: data.length, head: data.indexOf('\r\n\r\n') + 4 }));
        socket.on('error', reject);
      }),
    );
  return answers.get(path);
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [];
for (const route of Object.values(manifest.routes)) {
  if (!route.path && !route.index) continue;
  const chain = [];
  for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain) for (const file of [r.module, ...(r.imports ?? [])]) files.add(file);
  let total = 0;
  let heads = 0;
  for (const file of files) {
    const answer = await received(file);
    total += answer.total;
    heads += answer.head;
  }
  rows.push({ id: route.id, requests: files.size, heads, total });
}
rows.sort((a, b) => b.total - a.total);
console.info('| route | requests | heads | received |');
console.info('| --- | ---: | ---: | ---: |');
for (const row of rows.slice(0, Number(shown)))
  console.info(`| ${row.id} | ${row.requests} | ${kB(row.heads)} | ${kB(row.total)} |`);
