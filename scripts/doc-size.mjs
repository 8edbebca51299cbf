// Size of a page's HTML as a signed-in user gets it (docs/performance.md "Lighter documents").
// Usage: node scripts/doc-size.mjs [path ...]   (BASE_URL, default http://localhost:3000; EMAIL, default
// azienda@demo.it; PASSWORD, default the demo password). Needs a running portal (`npm start`).
import { gzipSync } from 'node:zlib';
import { remixCookie } from './lib/bench-data.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const cookie = await remixCookie(
  base,
  process.env.EMAIL ?? 'azienda@demo.it',
  process.env.PASSWORD ?? 'Demo1234!',
);
const paths = process.argv.slice(2);
for (const path of paths.length ? paths : ['/company-home']) {
  const response = await fetch(base + path, { headers: { cookie } });
  const html = Buffer.from(await response.arrayBuffer());
  const scripts = [...html.toString().matchAll(/<script.*?<\/script>/gs)].reduce(
    (n, m) => n + m[0].length,
    0,
  );
  const cards = html.toString().split('data-testid="candidate-card"').length - 1;
  console.info(
    `${path}: ${response.status}, ${html.length} B, gzip ${gzipSync(html).length} B, scripts ${scripts} B, ${cards} cards`,
  );
}
