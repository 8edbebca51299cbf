// `npm run seed [-- args]`: compiles Strapi if needed and runs its seed script on the configured database.
// Arguments are passed on: --candidates N, --seed N, --if-empty, --no-demo (see strapi/README.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureLocalSecrets } from './lib/secrets.mjs';
import { buildStrapi, root, seedStrapi, strapiEnv } from './lib/stack.mjs';

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
// The same secrets as `npm start` (the seed runs Strapi, which refuses to start without them).
ensureLocalSecrets(root);

buildStrapi({ admin: false });
seedStrapi(
  strapiEnv({
    port: Number(process.env.STRAPI_PORT ?? 1337),
    smtpPort: Number(process.env.SMTP_PORT ?? 1025),
    publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    adminPanel: process.env.STRAPI_ADMIN_PANEL !== 'false',
  }),
  process.argv.slice(2),
);
