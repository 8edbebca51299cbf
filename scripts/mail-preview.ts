// `npm run mail:preview [-- --out DIR]`: writes every e-mail of the portal, filled with demo data
// (strapi/src/mail/demo.ts), as `<name>.html` and `<name>.txt` (subject first) into DIR (default
// .tmp/mail-preview), to open in a browser. Run by vite-node, which compiles the Strapi module's TSX on the fly.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoMails } from '../strapi/src/mail/demo';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = resolve(outAt >= 0 && args[outAt + 1] ? args[outAt + 1] : '.tmp/mail-preview');
mkdirSync(out, { recursive: true });

let written = 0;
for (const demo of demoMails()) {
  const mail = await demo.render();
  writeFileSync(join(out, `${demo.name}.html`), mail.html);
  writeFileSync(join(out, `${demo.name}.txt`), `Oggetto: ${mail.subject}\n\n${mail.text}`);
  written += 1;
}
console.info(`[mail:preview] ${written} e-mails written to ${out} (<name>.html, <name>.txt)`);
