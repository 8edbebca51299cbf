// Removes the compiled server code before a compile, so a deleted source file (a content type, a
// route) cannot linger in dist/ and still be loaded by Strapi. The admin build (dist/build) is kept.
import { rmSync } from 'node:fs';

for (const dir of ['config', 'src', 'scripts'])
  rmSync(new URL(`../dist/${dir}`, import.meta.url), { recursive: true, force: true });
