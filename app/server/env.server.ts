import { randomBytes } from 'node:crypto';
import { legalFromEnv } from '#catalog/legal.ts';

// Server configuration read once from the environment, with embedded development defaults.
// In production the secrets must be provided: a missing one stops the server at start-up.

const isProduction = process.env.NODE_ENV === 'production';

/**
 * A secret: required in production; elsewhere (`remix dev`, unit tests) a random value of this process when unset,
 * never a value written in the code that anyone could use to forge a session (`npm start` and the test stacks
 * always pass real ones: scripts/lib/secrets.mjs).
 */
function required(name: string): string {
  const value = process.env[name];
  if (value) return value;
  if (isProduction) throw new Error(`Variabile d'ambiente mancante: ${name} (obbligatoria in produzione)`);
  return randomBytes(32).toString('base64url');
}

/** A setting that production must provide and that, elsewhere, points at the local stand-in of a third party. */
function standIn(name: string, localValue: string): string {
  const value = process.env[name];
  if (value) return value;
  if (isProduction) throw new Error(`Variabile d'ambiente mancante: ${name} (obbligatoria in produzione)`);
  return localValue;
}

function int(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Like `int`, but 0 is a valid value (turns a feature off) and `max` is a ceiling. */
function intUpTo(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;
}

const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');

export const env = {
  isProduction,
  strapiUrl: (process.env.STRAPI_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, ''),
  publicUrl,
  /** Cookies are `Secure` whenever the portal is served over https (COOKIE_SECURE=false/true overrides). */
  secureCookies: process.env.COOKIE_SECURE
    ? process.env.COOKIE_SECURE === 'true'
    : publicUrl.startsWith('https://'),
  sessionSecrets: required('SESSION_SECRET').split(','),
  supportEmail: process.env.SUPPORT_EMAIL ?? 'supporto@portale-industria.it',
  /** Who runs the portal, as the legal documents name it (the data controller and seller). */
  legal: legalFromEnv(process.env),
  registrationUrl: process.env.REGISTRATION_URL ?? '/onboarding-u',
  strapiTimeoutMs: int('STRAPI_TIMEOUT_MS', 8000),
  rateLimit: {
    windowMs: int('RATE_LIMIT_WINDOW_MS', 15 * 60 * 1000),
    perEmail: int('RATE_LIMIT_PER_EMAIL', 5),
    perIp: int('RATE_LIMIT_PER_IP', 50),
    registrationsPerIp: int('RATE_LIMIT_REGISTRATIONS_PER_IP', 20),
    /** New anonymous wizard drafts (candidate and company) per visitor address and window. */
    draftsPerIp: int('RATE_LIMIT_DRAFTS_PER_IP', 30),
  },
  /**
   * Proxies in front of the app that append to X-Forwarded-For: the client is the entry this far from the end.
   * 0: no proxy, the visitor is the socket's address (client-ip.server.ts).
   */
  trustedProxyHops: intUpTo('TRUSTED_PROXY_HOPS', 1, 10),
  /** A header your platform overwrites with the client address (e.g. CF-Connecting-IP); replaces X-Forwarded-For. */
  clientIpHeader: process.env.CLIENT_IP_HEADER?.trim() || undefined,
  maxFormBytes: int('MAX_FORM_BYTES', 512 * 1024),
  /** Shared with Strapi (same variable there): proves the internal calls (payment fulfilment) come from here. */
  internalApiSecret: required('INTERNAL_API_SECRET'),
  /**
   * Stripe (issue 14). Outside production the defaults point at the local stand-in (scripts/lib/fake-stripe.mjs),
   * which `npm start` and the tests run; STRIPE_API_URL points the SDK at another host (the stand-in) at all.
   */
  stripe: {
    secretKey: standIn('STRIPE_SECRET_KEY', 'sk_test_local_stripe_stand_in'),
    webhookSecret: standIn('STRIPE_WEBHOOK_SECRET', 'whsec_local_stripe_stand_in'),
    apiUrl: process.env.STRIPE_API_URL?.trim() || (isProduction ? undefined : 'http://127.0.0.1:12111'),
  },
  /**
   * Check the body sent to Strapi and its answer against the endpoint's zod schemas in the contracts (issue 38):
   * on outside production, and in the test stacks (SEAM_CHECKS=true); off in production, where it would only cost.
   */
  seamChecks: process.env.SEAM_CHECKS ? process.env.SEAM_CHECKS === 'true' : !isProduction,
  /** How long a successful /api/me answer is reused per session (0 = only concurrent calls share it). */
  currentUserCacheMs: intUpTo('CURRENT_USER_CACHE_MS', 1000, 2000),
} as const;
