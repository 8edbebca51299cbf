// One `npm ci` at the root installs the Strapi project too (it keeps its own lockfile).
// SKIP_STRAPI_INSTALL=1 skips it, e.g. in the Dockerfile of the Remix container.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (process.env.SKIP_STRAPI_INSTALL === '1') process.exit(0);
if (!existsSync('strapi/package.json')) process.exit(0);

const command = existsSync('strapi/package-lock.json') && process.env.npm_command === 'ci' ? 'ci' : 'install';
const result = spawnSync('npm', [command, '--prefix', 'strapi', '--no-audit', '--no-fund'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
