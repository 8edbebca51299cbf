#!/usr/bin/env node
// `npm run types:strapi`: regenerates Strapi's content-type typings (strapi/types/generated/, committed; read by both
// typechecks and by strapi/src/utils/rows.ts). Strapi loads its whole config to generate them, and the config
// refuses to load without its secrets (no built-in defaults): throw-away ones are given here, never written.
// Run it in the commit that changes a schema.json or an attribute the users-permissions extension adds.
//
// `--check` (the test command's static stage): generates into a scratch folder and fails when the committed
// typings differ, so that a stale row type (a column the code writes but the types do not know) cannot land.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { localSecrets } from './lib/secrets.mjs';

const strapiDir = new URL('../strapi/', import.meta.url).pathname;
const check = process.argv.includes('--check');
// Strapi reads `--out-dir` relative to its own folder and writes `<out-dir>/generated/`.
const scratch = '.types-check';
const result = spawnSync(
  join(strapiDir, 'node_modules', '.bin', 'strapi'),
  ['ts:generate-types', ...(check ? ['--silent', '--out-dir', scratch] : [])],
  { cwd: strapiDir, stdio: 'inherit', env: { ...process.env, ...localSecrets() } },
);
if (!check || result.status !== 0) process.exit(result.status ?? 1);

const stale = ['contentTypes.d.ts', 'components.d.ts'].filter(
  (file) =>
    readFileSync(join(strapiDir, scratch, 'generated', file), 'utf8') !==
    readFileSync(join(strapiDir, 'types', 'generated', file), 'utf8'),
);
rmSync(join(strapiDir, scratch), { recursive: true, force: true });
if (stale.length > 0) {
  console.error(
    `strapi/types/generated/${stale.join(', ')} no longer match the schemas: run \`npm run types:strapi\` and commit.`,
  );
  process.exit(1);
}
console.info('strapi/types/generated/ matches the schemas.');
