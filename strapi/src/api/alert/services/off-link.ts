// The one-click "turn this alert off" link of the alert e-mails (issue 11): no login, the token is the credential.
// A token names one company (its documentId), one alert (`db` = Alert Database, `filtri`; `np` = Alert New Profile,
// `filtri_profile`) and carries an HMAC-SHA256 of both under a key used for nothing else, derived from Strapi's
// JWT_SECRET (so no new secret to configure, and a token cannot be forged or turned into another purpose: a user
// JWT, a freshness link or a token for the other alert or another company never verifies). It stays valid while
// JWT_SECRET does, as an unsubscribe link should; using it twice just leaves the alert off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { secret } from '../../../../config/lib/env';
import type { AlertKind } from '../../../contracts/alerts';

export type { AlertKind };

/** The company field each alert is saved in. */
export const ALERT_FIELD: Record<AlertKind, 'filtri' | 'filtri_profile'> = {
  db: 'filtri',
  np: 'filtri_profile',
};

const PURPOSE = 'portale-lavoro-industria:alert-off-link:v1';
const TOKEN = /^([a-z0-9]{1,40})\.(db|np)\.([A-Za-z0-9_-]{43})$/;

const key = (): Buffer => {
  const base = secret('JWT_SECRET');
  // assertSecrets() refuses to start without it; this only guards a misuse outside a started Strapi.
  if (!base) throw new Error('JWT_SECRET is not set');
  return createHmac('sha256', base).update(PURPOSE).digest();
};

const signature = (documentId: string, kind: AlertKind) =>
  createHmac('sha256', key()).update(`alert-off|${documentId}|${kind}`).digest('base64url');

export const alertOffToken = (documentId: string, kind: AlertKind): string =>
  `${documentId}.${kind}.${signature(documentId, kind)}`;

/** The company and alert a token turns off, or null when it is malformed or its signature does not match. */
export function verifyAlertOffToken(token: unknown): { documentId: string; kind: AlertKind } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, documentId, kind, given] = match;
  const expected = Buffer.from(signature(documentId, kind as AlertKind));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { documentId, kind: kind as AlertKind };
}

const offLinkService = () => ({ token: alertOffToken, verify: verifyAlertOffToken });

export type OffLinkService = ReturnType<typeof offLinkService>;

export default offLinkService;
