#!/usr/bin/env node
// `npm run types:strapi`: regenerates Strapi's content-type typings (strapi/types/generated/, committed; read by both
// typechecks and by strapi/src/utils/rows.ts). Strapi loads its whole config to generate them, and the config
// refuses to load without its secrets (no built-in defaults): throw-away ones are given here, never written.
// Run it in the commit that changes a schema.json.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { localSecrets } from './lib/secrets.mjs';

const strapiDir = new URL('../strapi/', import.meta.url).pathname;
const result = spawnSync(join(strapiDir, 'node_modules', '.bin', 'strapi'), ['ts:generate-types'], {
  cwd: strapiDir,
  stdio: 'inherit',
  env: { ...process.env, ...localSecrets() },
});
process.exit(result.status ?? 1);
