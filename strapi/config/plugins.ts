import { createSecretKey } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { mailFromHeader, secret } from './lib/env';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const smtpUser = env('SMTP_USERNAME');
  const smtpSecure = env.bool('SMTP_SECURE', false);

  return {
    'users-permissions': {
      config: {
        jwtSecret: jwtKey(secret('JWT_SECRET')),
        // Same lifetime as the Remix session cookie (86400 s).
        jwt: { expiresIn: '1d' },
        // Every request comes from the Remix server's IP and Remix limits per visitor and e-mail,
        // so this is only a backstop; tests raise it.
        ratelimit: {
          enabled: env.bool('AUTH_RATELIMIT_ENABLED', true),
          interval: { min: env.int('AUTH_RATELIMIT_INTERVAL_MIN', 5) },
          max: env.int('AUTH_RATELIMIT_MAX', 20),
        },
      },
    },
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: {
          host: env('SMTP_HOST', '127.0.0.1'),
          port: env.int('SMTP_PORT', 1025),
          secure: smtpSecure,
          // A registration holds its transaction open while the confirmation e-mail is handed over
          // (src/utils/register-account.ts): an SMTP server that does not answer fails it within seconds, not
          // after nodemailer's default two minutes.
          connectionTimeout: env.int('SMTP_TIMEOUT_MS', 10_000),
          greetingTimeout: env.int('SMTP_TIMEOUT_MS', 10_000),
          socketTimeout: env.int('SMTP_TIMEOUT_MS', 10_000),
          ...(smtpUser ? { auth: { user: smtpUser, pass: env('SMTP_PASSWORD', '') } } : {}),
        },
        settings: {
          defaultFrom: mailFromHeader(),
          defaultReplyTo: mailFromHeader(),
        },
      },
    },
    upload: {
      config: {
        // Candidate pictures: 5 MB at most; company logos: 2 MB (checked by the Remix app and later endpoints).
        sizeLimit: 5 * 1024 * 1024,
      },
    },
  };
};

/**
 * The JWT secret as a key object, made once. Given a string, jsonwebtoken first tries it as a PEM public key on
 * every verify (it throws, then makes a secret key): 4% of Strapi's CPU under load (docs/performance.md "Pages per
 * core"). Same bytes as the string (jsonwebtoken reads it as UTF-8), so tokens signed before stay valid.
 */
function jwtKey(value: string | undefined) {
  return value === undefined ? undefined : createSecretKey(Buffer.from(value, 'utf8'));
}
