/**
 * Environment helpers shared by the config files and the bootstrap.
 *
 * Secrets come from the environment only: there is no default, in development either (a known default let anyone
 * forge a JWT for any user of an `npm start` portal). `npm start` writes random ones into the untracked
 * `strapi/.env` on first start (scripts/lib/secrets.mjs), the test and benchmark stacks pass fresh ones per run.
 * A missing secret is left undefined here and reported, all names at once, by `assertSecrets()`, which
 * `register()` in src/index.ts calls: the check is not done while the config loads because `strapi build` loads
 * this configuration too and must not need runtime secrets.
 */
import secretNames from './secret-names.json';

export const isProduction = () => process.env.NODE_ENV === 'production';

/**
 * Strapi's own secrets and the one shared with the Remix server (the only caller of the internal routes). The
 * names have one home, `secret-names.json`, read by scripts/lib/secrets.mjs too.
 */
export const REQUIRED_SECRETS: readonly string[] = [...secretNames.strapi, ...secretNames.shared];

const read = (name: string) => process.env[name]?.trim() || undefined;

/** A listed secret's value (APP_KEYS: `appKeys()`); a name not in the list is a programming error. */
export const secret = (name: string): string | undefined => {
  if (name === 'APP_KEYS' || !REQUIRED_SECRETS.includes(name)) {
    throw new Error(`secret(${name}): not a secret of secret-names.json (APP_KEYS: use appKeys())`);
  }
  return read(name);
};

export const appKeys = (): string[] | undefined => {
  const keys = (read('APP_KEYS') ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return keys.length > 0 ? keys : undefined;
};

export const assertSecrets = () => {
  const missing = REQUIRED_SECRETS.filter((name) => !read(name));
  if (missing.length > 0) {
    throw new Error(
      `Missing required secret(s): ${missing.join(', ')}. ` +
        'Set them in the environment (see strapi/.env.example); generate each with ' +
        "`node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\"` " +
        '(APP_KEYS is a comma-separated list of such values).',
    );
  }
};

/** The Remix app's public address: e-mail links point there, never at Strapi. */
export const publicUrl = () => (read('PUBLIC_URL') ?? 'http://localhost:3000').replace(/\/+$/, '');

export const DEFAULT_MAIL_FROM = 'Portale Lavoro Industria <noreply@portale-industria.local>';

export const mailFromHeader = () => read('MAIL_FROM') ?? DEFAULT_MAIL_FROM;

/** Splits `Name <address>` (or a bare address) into its parts. */
export const mailFrom = (): { name: string; email: string } => {
  const raw = mailFromHeader();
  const match = raw.match(/^(.*)<([^>]+)>\s*$/);
  if (!match) return { name: '', email: raw };
  return { name: match[1].trim().replace(/^"|"$/g, ''), email: match[2].trim() };
};
