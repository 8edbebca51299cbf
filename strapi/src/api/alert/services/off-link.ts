// The one-click "turn this alert off" link of the alert e-mails (issue 11): no login, the token is the credential.
// A token names one company (its documentId), one alert (`db` = Alert Database, `filtri`; `np` = Alert New Profile,
// `filtri_profile`) and carries an HMAC-SHA256 of both under a key used for nothing else, derived from Strapi's
// JWT_SECRET (so no new secret to configure, and a token cannot be forged or turned into another purpose: a user
// JWT, a freshness link or a token for the other alert or another company never verifies). It stays valid while
// JWT_SECRET does, as an unsubscribe link should; using it twice just leaves the alert off.
import { linkSignature, sameSignature } from '../../../utils/link-key';
import type { AlertKind } from '../../../contracts/alerts';

export type { AlertKind };

/** The company field each alert is saved in. */
export const ALERT_FIELD: Record<AlertKind, 'filtri' | 'filtri_profile'> = {
  db: 'filtri',
  np: 'filtri_profile',
};

const PURPOSE = 'portale-lavoro-industria:alert-off-link:v1';
const TOKEN = /^([a-z0-9]{1,40})\.(db|np)\.([A-Za-z0-9_-]{43})$/;

const signature = (documentId: string, kind: AlertKind) =>
  linkSignature(PURPOSE, `alert-off|${documentId}|${kind}`);

export const alertOffToken = (documentId: string, kind: AlertKind): string =>
  `${documentId}.${kind}.${signature(documentId, kind)}`;

/** The company and alert a token turns off, or null when it is malformed or its signature does not match. */
export function verifyAlertOffToken(token: unknown): { documentId: string; kind: AlertKind } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, documentId, kind, given] = match;
  if (!sameSignature(signature(documentId, kind as AlertKind), given)) return null;
  return { documentId, kind: kind as AlertKind };
}

const offLinkService = () => ({ token: alertOffToken, verify: verifyAlertOffToken });

export type OffLinkService = ReturnType<typeof offLinkService>;

export default offLinkService;
