// npm run restore -- <archive>: puts a backup's database and uploads in place of the current ones and checks the
// rows per table against its manifest (exit 1 when they differ). Stop Strapi first (docs/operations.md "Backups").
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { restore } from './lib/backup.mjs';
import { root } from './lib/stack.mjs';

const envFile = join(root, 'strapi/.env');
// Strapi's own settings when the environment names no database (a pointed-at database wins).
if (!process.env.DATABASE_URL && !process.env.DATABASE_FILENAME && existsSync(envFile))
  process.loadEnvFile(envFile);
const archive = process.argv[2];
if (!archive) {
  console.error('usage: npm run restore -- <archive.tar.gz>');
  process.exit(2);
}
const { manifest, counts, seconds } = await restore({ archive });
const differ = Object.keys({ ...manifest.database.counts, ...counts }).filter(
  (table) => manifest.database.counts[table] !== counts[table],
);
for (const table of differ)
  console.error(
    `[restore] ${table}: ${counts[table]} rows, the backup had ${manifest.database.counts[table]}`,
  );
console.info(
  `[restore] ${archive} (${manifest.createdAt}, ${manifest.database.version}) restored in ${seconds.toFixed(1)} s: ${differ.length ? `${differ.length} tables differ` : 'every table as in the manifest'}`,
);
process.exit(differ.length ? 1 : 0);
