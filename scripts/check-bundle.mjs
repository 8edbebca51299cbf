#!/usr/bin/env node
// The JavaScript a page makes a phone download (issue 16): for every route of the Remix build's manifest, the
// gzipped size of its own chunk and of everything the page loads (the entry, the root and layout routes, their
// shared chunks, the route's chunk and imports). Fails when a route's own chunk exceeds 60 kB or a page's total
// exceeds PAGE_LIMIT. Run by `npm test` after the build; `node scripts/check-bundle.mjs` after `npm run build:web`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROUTE_LIMIT = 60 * 1024;
// Issue 16: React and Remix are 86 kB of it; zod validates on the server only (docs/decisions.md).
const PAGE_LIMIT = 120 * 1024;
const root = join(import.meta.dirname, '..');
const buildDir = join(root, 'public', 'build');
const manifestFile = readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) {
  console.error('[bundle] no manifest in public/build: run `npm run build:web` first');
  process.exit(1);
}
const manifest = JSON.parse(
  readFileSync(join(buildDir, manifestFile), 'utf8')
    .replace(/^window\.__remixManifest=/, '')
    .replace(/;\s*$/, ''),
);
const sizes = new Map();
const gz = (url) => {
  if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(join(root, 'public', url)), { level: 9 }).length);
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
  const own = gz(route.module);
  const total = [...files].reduce((sum, file) => sum + gz(file), 0);
  rows.push({ id: route.id, own, total });
}
rows.sort((a, b) => b.total - a.total);
console.info('| route | own chunk (gzip) | page total (gzip) |');
console.info('| --- | ---: | ---: |');
for (const row of rows) console.info(`| ${row.id} | ${kB(row.own)} | ${kB(row.total)} |`);
const over = rows.filter((row) => row.own > ROUTE_LIMIT || row.total > PAGE_LIMIT);
if (over.length) {
  console.error(
    `[bundle] over the limits (route chunk ${kB(ROUTE_LIMIT)}, page ${kB(PAGE_LIMIT)}): ${over.map((r) => r.id).join(', ')}`,
  );
  process.exit(1);
}
console.info(
  `[bundle] ${rows.length} pages within ${kB(ROUTE_LIMIT)} per route chunk and ${kB(PAGE_LIMIT)} per page`,
);
