#!/usr/bin/env node
// `node scripts/precompress.mjs`: the brotli and gzip variants of public/ (the Remix build's assets included) that
// the Remix server sends (scripts/lib/precompress.mjs, server/static-files.mjs). Part of `npm run build`.
import { join } from 'node:path';
import { precompress } from './lib/precompress.mjs';

const started = Date.now();
const { files, bytes, brotli } = precompress(join(import.meta.dirname, '..', 'public'));
console.info(
  `[precompress] ${files} files, ${(bytes / 1024).toFixed(1)} kB → ${(brotli / 1024).toFixed(1)} kB brotli in ${Date.now() - started} ms`,
);
