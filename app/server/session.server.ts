// The session: one httpOnly, SameSite=Lax cookie named `token`, signed with SESSION_SECRET, living 86400 s.
// The Strapi JWT inside it is also encrypted (AES-256-GCM), so the raw cookie never carries a usable JWT.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createCookieSessionStorage } from '@remix-run/node';
import { env } from './env.server';

export const SESSION_MAX_AGE = 86_400;

export type DraftKind = 'candidate' | 'company' | 'annuncio' | 'alert';

/** t: the sealed Strapi JWT; dc / dz / da / dl: keys of the candidate, company, job-post and alert wizard drafts. */
type SessionData = { t: string; dc: string; dz: string; da: string; dl: string };
/**
 * Flash values: read once by the loader of the page an action redirects to (reading consumes them).
 * welcome: the candidate's welcome dialog after login; notice: a page's notice about the one post that redirected
 * to it (notice.server.ts).
 */
type SessionFlash = { welcome: boolean; notice: Notice };

/** What the Team page says after a post that worked (issue 27, texts `team.notices`). */
export type TeamNotice = 'invitato' | 'reinviato' | 'ritirato' | 'rimosso' | 'acquisti' | 'ceduto';

/**
 * What became of a guarantee report just sent (issue 39 item 3): to the candidate, or to the staff and why (a limit,
 * or 'verifica' when Strapi named none).
 */
export type GuaranteeNotice = 'inviata' | 'verifica' | 'limite_mese' | 'limite_quota';

/** What a page with the candidate's e-mail choices says after their post (issue 42, texts `jobAlerts.notices`). */
export type AvvisiNotice = 'annunciOn' | 'annunciOff' | 'salvati' | 'errore';

/** The notices an action can leave for the page it redirects to (each page draws its own). */
export type Notice =
  | 'jobPostSaved'
  | 'visibilityFailed'
  | 'publishFailed'
  | `team.${TeamNotice}`
  | `guarantee.${GuaranteeNotice}`
  | `avvisi.${AvvisiNotice}`
  // The login page after a self-service erasure (issue 41): the session is gone, the notice rides a fresh one.
  | 'accountDeleted';

export const sessionStorage = createCookieSessionStorage<SessionData, SessionFlash>({
  cookie: {
    name: 'token',
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MAX_AGE,
    secrets: env.sessionSecrets,
    secure: env.secureCookies,
  },
});

let jwtKey: Buffer | null = null;

/** The AES key of the sealed JWT, derived from SESSION_SECRET once (it was one SHA-256 per seal and unseal). */
function key(): Buffer {
  jwtKey ??= createHash('sha256').update(`jwt:${env.sessionSecrets[0]}`).digest();
  return jwtKey;
}

export function sealJwt(jwt: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const encrypted = Buffer.concat([cipher.update(jwt, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((b) => b.toString('base64url')).join('.');
}

export function unsealJwt(sealed: string | undefined): string | null {
  if (!sealed) return null;
  try {
    const [iv, tag, encrypted] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key(), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export async function getSession(request: Request) {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}

/**
 * The JWT of a Cookie header, for the last few hundred headers seen. A page asks for it three or four times (the
 * layout's guard, the page's guard, each Strapi call), and each time meant parsing the cookies, checking the
 * session's HMAC and decrypting the JWT: 3% of a search page's CPU (docs/performance.md "Pages per core"). The
 * answer depends only on the header and the process's secrets; a header that was never seen goes the long way.
 */
const jwtOfCookie = new Map<string, string | null>();
const JWT_MEMO_SIZE = 500;

export async function getJwt(request: Request): Promise<string | null> {
  const cookie = request.headers.get('Cookie');
  if (!cookie) return null;
  const known = jwtOfCookie.get(cookie);
  if (known !== undefined) return known;
  const session = await sessionStorage.getSession(cookie);
  const jwt = unsealJwt(session.get('t'));
  if (jwtOfCookie.size >= JWT_MEMO_SIZE) jwtOfCookie.delete(jwtOfCookie.keys().next().value as string);
  jwtOfCookie.set(cookie, jwt);
  return jwt;
}
