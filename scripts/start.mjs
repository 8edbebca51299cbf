// `npm start`: the whole portal on embedded defaults: the SMTP catcher, Strapi on SQLite (seeded with the
// demo data when the database is empty) and the Remix app. Values from .env (if present) win.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildRemix,
  buildStrapi,
  log,
  root,
  seedStrapi,
  startMaildev,
  startProcess,
  startRemix,
  startStrapi,
  strapiEnv,
} from './lib/stack.mjs';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from './lib/fake-stripe.mjs';
import { ensureLocalSecrets } from './lib/secrets.mjs';

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
// First start: random secrets into the untracked .env files (never a built-in default), reused afterwards.
const generated = ensureLocalSecrets(root);
if (generated.length) log(`generated secrets ${generated.join(', ')} into .env and strapi/.env`);

const remixPort = Number(process.env.PORT ?? 3000);
const strapiPort = Number(process.env.STRAPI_PORT ?? 1337);
const smtpPort = Number(process.env.SMTP_PORT ?? 1025);
const mailWebPort = Number(process.env.MAILDEV_WEB_PORT ?? 1080);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${remixPort}`;
const adminPanel = process.env.STRAPI_ADMIN_PANEL !== 'false';

buildStrapi({ admin: adminPanel });
if (!existsSync(join(root, 'build', 'index.js')) || process.argv.includes('--rebuild')) buildRemix();

await startMaildev({ smtpPort, webPort: mailWebPort });
log(`mail inbox (SMTP catcher): http://localhost:${mailWebPort}`);

const env = strapiEnv({ port: strapiPort, smtpPort, publicUrl, adminPanel });
seedStrapi(env, ['--if-empty']);
await startStrapi(env);
log(
  `Strapi: http://localhost:${strapiPort}${adminPanel ? ` (admin panel: http://localhost:${strapiPort}/admin)` : ''}`,
);

// Without STRIPE_SECRET_KEY the shop pays on the local Stripe stand-in (scripts/lib/fake-stripe.mjs): a checkout
// page with 'Paga' and 'Annulla', whose events reach the portal's webhook like Stripe's.
let stripeEnv = {};
if (!process.env.STRIPE_SECRET_KEY) {
  const stripePort = Number(process.env.STRIPE_STAND_IN_PORT ?? 12111);
  const standInUrl = `http://127.0.0.1:${stripePort}`;
  startProcess('stripe', process.execPath, [
    join(root, 'scripts/lib/fake-stripe.mjs'),
    String(stripePort),
    `http://127.0.0.1:${remixPort}/stripe/webhook`,
    standInUrl,
  ]);
  stripeEnv = {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: standInUrl,
  };
  log(`payments: local Stripe stand-in on ${standInUrl} (set STRIPE_SECRET_KEY to use Stripe)`);
}

await startRemix({
  port: remixPort,
  strapiUrl: `http://127.0.0.1:${strapiPort}`,
  publicUrl,
  extra: stripeEnv,
});
log(`portal: ${publicUrl}  (demo accounts in README.md, password Demo1234!)`);
log('press Ctrl+C to stop everything');
await new Promise(() => {});
