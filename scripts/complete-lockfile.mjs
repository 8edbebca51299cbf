// The npm registry mirror of this workplace does not serve the optional platform packages of some
// dependencies (e.g. @rollup/rollup-android-*, @swc/core-darwin-*): `npm install` then leaves them out of
// package-lock.json and `npm ci` refuses the lockfile as out of sync. This adds the missing entries (optional,
// so npm skips them on platforms they are not for, or when the registry does not have them).
//   node scripts/complete-lockfile.mjs [dir]   (dir: where package-lock.json is; default the repo root)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.';
const file = join(dir, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  if (!path || !entry.optionalDependencies) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    // Present next to the package or hoisted at the top: nothing to add.
    const candidates = [`${path}/node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((candidate) => packages[candidate])) continue;
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = { version, optional: true, ...(entry.dev ? { dev: true } : {}) };
    added += 1;
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`[lockfile] ${file}: ${added} optional platform entries added`);
