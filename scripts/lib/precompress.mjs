// Writes, beside every compressible static file, the variants the Remix server sends (server/static-files.mjs):
// `x.js.br` (brotli, quality 11) and `x.js.gz` (gzip, level 9), small files included (issue 39 item 18). A variant
// that would not be smaller than the file is not written (a 60-byte chunk gains nothing; the file itself is sent).
// Run by `npm run build` / `build:web` and by the test and start scripts after `remix build`
// (scripts/lib/stack.mjs `buildRemix`); `node scripts/precompress.mjs` does it by hand.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What compresses: text. Images and fonts (png, jpg, webp, woff2) are compressed already. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.svg',
  '.txt',
  '.html',
  '.xml',
  '.ico',
]);

/** @type {Record<string, (data: Buffer) => Buffer>} */
export const COMPRESSORS = {
  '.br': (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => gzipSync(data, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Compresses every compressible file under `folder` (recursively) and removes variants whose file is gone or no
 * longer gains from them. Returns the number of files and the bytes before and after (brotli).
 * @param {string} folder
 */
export function precompress(folder) {
  let names;
  try {
    names = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return { files: 0, bytes: 0, brotli: 0 };
  }
  const paths = new Set(
    names.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)),
  );
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const path of paths) {
    const suffix = Object.keys(COMPRESSORS).find((s) => path.endsWith(s));
    if (suffix) {
      if (!paths.has(path.slice(0, -suffix.length))) rmSync(path); // its file is gone
      continue;
    }
    if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue;
    const data = readFileSync(path);
    const mtime = statSync(path).mtimeMs;
    files += 1;
    bytes += data.length;
    let sent = data.length;
    for (const [variantSuffix, compress] of Object.entries(COMPRESSORS)) {
      const variant = path + variantSuffix;
      // An unchanged file keeps its variants (public/'s own files between builds).
      if (paths.has(variant) && statSync(variant).mtimeMs >= mtime) {
        if (variantSuffix === '.br') sent = statSync(variant).size;
        continue;
      }
      const compressed = compress(data);
      if (compressed.length < data.length) {
        writeFileSync(variant, compressed);
        if (variantSuffix === '.br') sent = compressed.length;
      } else rmSync(variant, { force: true });
    }
    brotli += sent;
  }
  return { files, bytes, brotli };
}
