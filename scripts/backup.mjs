// npm run backup [-- --dir DIR]: one timestamped archive of the database and the uploads, with a manifest
// (scripts/lib/backup.mjs, docs/operations.md "Backups"). Reads the location from the environment, else from
// strapi/.env as Strapi does. Safe while the portal runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { backup } from './lib/backup.mjs';
import { root } from './lib/stack.mjs';

const envFile = join(root, 'strapi/.env');
// Strapi's own settings when the environment names no database (a pointed-at database wins).
if (!process.env.DATABASE_URL && !process.env.DATABASE_FILENAME && existsSync(envFile))
  process.loadEnvFile(envFile);
const at = process.argv.indexOf('--dir');
const dir = at > 0 ? process.argv[at + 1] : join(root, 'backups');

const { archive, manifest, seconds } = await backup({ dir });
const rows = Object.values(manifest.database.counts).reduce((a, b) => a + b, 0);
console.info(
  `[backup] ${archive}: ${manifest.database.version}, ${Object.keys(manifest.database.counts).length} tables, ${rows} rows, ${seconds.toFixed(1)} s`,
);
