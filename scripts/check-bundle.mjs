#!/usr/bin/env node
// The JavaScript a page makes a phone download (issues 16 and 39): for every route of the Remix build's manifest,
// what the browser receives for its own chunk and for everything the page loads (the entry, the root and layout
// routes, their shared chunks, the route's chunk and imports): the bytes of the variant the server sends to a
// browser that accepts brotli (the `.br` file `npm run build` wrote, else the file itself: server/static-files.mjs)
// plus, per file, the HTTP head of its answer (HEADER_BYTES). Fails when a route's own chunk exceeds 60 kB or a
// page's total exceeds PAGE_LIMIT. Run by `npm test` after the build; `node scripts/check-bundle.mjs` after
// `npm run build:web`. `--gzip` prints the gzip sizes instead (browsers without brotli), without failing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
// What a script's answer adds to its body: its HTTP/1.1 head, as the server writes it. HTTP/2 behind the proxy
// compresses heads to far less; Lighthouse, on the server itself, counts them whole.
import { HEADER_BYTES } from '../server/static-files.mjs';

const ROUTE_LIMIT = 60 * 1024;
// Issue 16: React and Remix are 86 kB of it; zod validates on the server only (docs/decisions.md).
const PAGE_LIMIT = 120 * 1024;
const gzipMode = process.argv.includes('--gzip');
const suffix = gzipMode ? '.gz' : '.br';
const root = join(import.meta.dirname, '..');
const buildDir = join(root, 'public', 'build');
const manifestFile =
  existsSync(buildDir) && readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) {
  console.error('[bundle] no manifest in public/build: run `npm run build:web` first');
  process.exit(1);
}
const manifest = JSON.parse(
  readFileSync(join(buildDir, manifestFile), 'utf8')
    .replace(/^window\.__remixManifest=/, '')
    .replace(/;\s*$/, ''),
);
let precompressed = 0;
const sizes = new Map();
/** The bytes of what the server sends for `url`: its compressed variant when there is one, else the file. */
const sent = (url) => {
  if (!sizes.has(url)) {
    const file = join(root, 'public', url);
    const variant = existsSync(file + suffix);
    if (variant) precompressed += 1;
    sizes.set(url, statSync(variant ? file + suffix : file).size);
  }
  return sizes.get(url);
};
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const rows = [];
for (const route of Object.values(manifest.routes)) {
  if (!route.path && !route.index) continue; // layouts are counted with the pages under them
  const chain = [];
  for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.unshift(r);
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain) for (const file of [r.module, ...(r.imports ?? [])]) files.add(file);
  const own = sent(route.module) + HEADER_BYTES;
  const bodies = [...files].reduce((sum, file) => sum + sent(file), 0);
  rows.push({ id: route.id, own, requests: files.size, bodies, total: bodies + files.size * HEADER_BYTES });
}
if (precompressed === 0) {
  console.error(
    `[bundle] no ${suffix} files in public/build: run \`npm run build:web\` (it precompresses them)`,
  );
  process.exit(1);
}
rows.sort((a, b) => b.total - a.total);
const encoding = gzipMode ? 'gzip' : 'brotli';
console.info(
  `| route | own chunk (${encoding} + head) | requests | bodies (${encoding}) | page total (+ heads) |`,
);
console.info('| --- | ---: | ---: | ---: | ---: |');
for (const row of rows)
  console.info(`| ${row.id} | ${kB(row.own)} | ${row.requests} | ${kB(row.bodies)} | ${kB(row.total)} |`);
const over = rows.filter((row) => row.own > ROUTE_LIMIT || row.total > PAGE_LIMIT);
if (over.length && !gzipMode) {
  console.error(
    `[bundle] over the limits (route chunk ${kB(ROUTE_LIMIT)}, page ${kB(PAGE_LIMIT)}): ${over.map((r) => r.id).join(', ')}`,
  );
  process.exit(1);
}
console.info(
  `[bundle] ${rows.length} pages, ${over.length} over ${kB(ROUTE_LIMIT)} per route chunk or ${kB(PAGE_LIMIT)} per page (${encoding}, ${HEADER_BYTES} B of head per request)`,
);
