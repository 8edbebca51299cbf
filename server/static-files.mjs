// The static files of the Remix server (public/build's hashed assets, public/'s own files), each served in the
// encoding the browser accepts from the variants `npm run build` wrote beside it (scripts/lib/precompress.mjs:
// `x.js.br`, brotli quality 11, and `x.js.gz`, gzip level 9): brotli when accepted, else gzip, else the file
// itself (issue 39 item 18). What a page's scripts weigh is then what scripts/check-bundle.mjs measures, instead of
// what the `compression` middleware made of them on every request (gzip level 6).
// The files are listed once, when the server starts: a request is answered only with a file of that list, found by
// its exact URL path, so no path (`..`, encoded slashes, NUL, another folder) ever reaches the disk.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/**
 * The most bytes of HTTP/1.1 head server.mjs writes for a static file (status line, X-Request-Id, Cache-Control,
 * Vary, Content-Type, Last-Modified, ETag, Content-Encoding, Content-Length, Date, Connection, Keep-Alive: 375 to
 * 403 bytes measured): what scripts/check-bundle.mjs adds per request, checked against real answers by
 * tests/integration/remix-server/static-files.test.ts.
 */
export const HEADER_BYTES = 410;

/** The variants in the server's order of preference at equal weight; the file extension of each. */
export const ENCODINGS = /** @type {const} */ (['br', 'gzip']);
export const VARIANT_SUFFIX = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send, given the request's Accept-Encoding and the variants a file has: the acceptable one with
 * the highest weight, brotli before gzip when the browser weighs them the same (browsers send `gzip, deflate,
 * br, zstd`, all weight 1); `identity` when none is acceptable (no header, `br;q=0`, an unknown coding).
 * @param {string | undefined} header
 * @param {Iterable<string>} available encodings with a variant on disk
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function chooseEncoding(header, available) {
  if (!header) return 'identity';
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') weight = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value ?? '') ? Number(value) : 0;
    }
    const name = token.trim() === 'x-gzip' ? 'gzip' : token.trim();
    // A coding named twice keeps its first weight (RFC 9110 leaves it open; the first is the usual reading).
    if (!weights.has(name)) weights.set(name, weight);
  }
  const has = new Set(available);
  let best = /** @type {'br' | 'gzip' | 'identity'} */ ('identity');
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (!has.has(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * The URL path of a request turned into the key of a listed file, or null when it cannot name one: not
 * decodable, a NUL, a backslash, an empty or dot segment (`.`, `..`, `%2e%2e`), or a hidden name (`.env`).
 * Decoding happens once: `%252e%252e` stays the literal name `%2e%2e`, which no file has.
 * @param {string} urlPath the path of the request under the folder's mount point, starting with `/`
 */
export function fileKey(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.slice(1).split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  return segments.join('/');
}

/**
 * Every file under `folder` (recursively), keyed by its path relative to it with `/` separators, with the variants
 * that sit beside it. The variants themselves are not listed as files: `/build/x.js.br` is not a URL.
 * @param {string} folder
 * @param {string[]} [skip] folders under it that are not listed (public/build, served on its own terms)
 */
export function listFiles(folder, skip = []) {
  /** @type {Map<string, { path: string, size: number, mtime: Date, variants: Map<string, { path: string, size: number, mtime: Date }> }>} */
  const files = new Map();
  let names;
  try {
    names = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return files; // a folder that is not there serves nothing (public/ of a test build)
  }
  const stats = new Map();
  for (const entry of names) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (skip.some((skipped) => !relative(skipped, path).startsWith('..'))) continue;
    stats.set(path, statSync(path));
  }
  const variantPaths = new Set(
    [...stats.keys()].filter((path) =>
      Object.values(VARIANT_SUFFIX).some(
        (suffix) => path.endsWith(suffix) && stats.has(path.slice(0, -suffix.length)),
      ),
    ),
  );
  for (const [path, stat] of stats) {
    if (variantPaths.has(path)) continue;
    const key = relative(folder, path).split(sep).join('/');
    if (fileKey(`/${key}`) !== key) continue; // hidden files and odd names are not served
    const variants = new Map();
    for (const encoding of ENCODINGS) {
      const variantPath = path + VARIANT_SUFFIX[encoding];
      const variant = stats.get(variantPath);
      if (variant) variants.set(encoding, { path: variantPath, size: variant.size, mtime: variant.mtime });
    }
    files.set(key, { path, size: stat.size, mtime: stat.mtime, variants });
  }
  return files;
}

/**
 * An Express middleware serving the files of `folder` (GET and HEAD; anything else, and any path that is not a
 * listed file, goes to the next handler, as express.static's did) with the caching headers express.static sent:
 * Cache-Control (`public, max-age=…`, `immutable` if asked), a weak ETag of the bytes sent, Last-Modified, and 304
 * for a fresh conditional request. Every answer says `Vary: Accept-Encoding`, the encoded ones Content-Encoding.
 * @param {string} folder
 * @param {{ maxAgeSeconds: number, immutable?: boolean, skip?: string[] }} options
 */
export function staticFiles(folder, { maxAgeSeconds, immutable = false, skip = [] }) {
  const files = listFiles(folder, skip);
  const cacheControl = `public, max-age=${maxAgeSeconds}${immutable ? ', immutable' : ''}`;
  /** @type {import('express').RequestHandler} */
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = fileKey(req.path);
    const file = key === null ? undefined : files.get(key);
    if (!file) return next();
    const encoding = chooseEncoding(req.get('accept-encoding'), file.variants.keys());
    const sent = encoding === 'identity' ? file : file.variants.get(encoding);
    res.set('Cache-Control', cacheControl);
    res.set('Vary', 'Accept-Encoding');
    res.type(extname(file.path) || 'application/octet-stream');
    res.set('Last-Modified', sent.mtime.toUTCString());
    res.set('ETag', `W/"${sent.size.toString(16)}-${sent.mtime.getTime().toString(16)}"`);
    if (req.fresh) return res.status(304).end();
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    res.set('Content-Length', String(sent.size));
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(sent.path);
    stream.on('error', (error) => (res.headersSent ? res.destroy(error) : next(error)));
    stream.pipe(res);
  };
}
