// Wizard drafts kept in Strapi (never in process memory nor in localStorage), so that what a person typed
// survives reloads, 'Indietro', a closed tab and a restarted Remix server. An anonymous draft's unguessable key
// lives in the visitor's session cookie, one key per wizard kind; a signed-in user's drafts are found by account.
import { randomBytes } from 'node:crypto';
import type { DraftData } from '#contracts/registration.ts';
import { common } from '#app/texts/index.ts';
import { env } from './env.server';
import { RateLimiter } from './rate-limit.server';
import { getJwt, getSession, sessionStorage, type DraftKind } from './session.server';
import { strapi } from './strapi-api.server';

export type { DraftData };

const SESSION_KEYS = { candidate: 'dc', company: 'dz', annuncio: 'da', alert: 'dl' } as const;
const sessionKey = (kind: DraftKind) => SESSION_KEYS[kind];

/**
 * New anonymous drafts per visitor address and window, in the shared counters: a visitor who drops the cookie
 * before every post would otherwise store a new draft (up to 256 kB, kept 30 days) each time.
 */
const newDraftLimiter = new RateLimiter('wizard-draft', env.rateLimit.draftsPerIp, env.rateLimit.windowMs);

/**
 * A signed-in user's drafts are theirs by account (`strapi.drafts.getOwn`, one per user and kind, issue
 * 24 item 3): replaying the session cookie from before the first save cannot start a new one each time. Anonymous
 * drafts are addressed by the key in the session. A session whose token Strapi no longer accepts counts as anonymous.
 */
const signedOut = (status: number) => status === 401 || status === 403;

/** A too-big draft (over Strapi's bound once merged) is refused, never started afresh. */
function refuseTooBig(error: { code?: string }) {
  if (error.code === 'draft_too_big') throw new Response(common.bodyTooLarge, { status: 413 });
}

/** The stored draft of `kind` ({} when there is none or it expired). */
export async function readDraft(request: Request, kind: DraftKind): Promise<DraftData> {
  const jwt = await getJwt(request);
  if (jwt) {
    const own = await strapi.drafts.getOwn({ jwt }, { params: { kind } });
    if (own.ok) return own.data.data?.data ?? {};
    if (!signedOut(own.status)) return {};
  }
  const session = await getSession(request);
  const key = session.get(sessionKey(kind));
  if (!key) return {};
  const result = await strapi.drafts.get({ params: { key } });
  return result.ok ? (result.data.data?.data ?? {}) : {};
}

/**
 * Merges `patch` (top-level keys replace the stored ones) into the draft of `kind`.
 * Returns the Set-Cookie header to send when the session got a new draft key (else undefined).
 * `visitor` (the request's `clientIp`) counts a new anonymous draft; past the limit a 429 Response is thrown
 * (null: not counted). A signed-in user's draft is their one draft of `kind`: no key, no count, no cookie.
 * A draft over Strapi's size bound once merged throws a 413 Response.
 */
export async function saveDraft(
  request: Request,
  kind: DraftKind,
  patch: DraftData,
  visitor: string | null,
): Promise<{ 'Set-Cookie': string } | undefined> {
  const jwt = await getJwt(request);
  if (jwt) {
    const own = await strapi.drafts.saveOwn({ jwt }, { params: { kind }, json: { data: { data: patch } } });
    if (own.ok) return undefined;
    refuseTooBig(own.error);
    if (!signedOut(own.status)) {
      console.error(`[drafts] saving a ${kind} draft failed: ${own.status} ${own.error.message}`);
      return undefined;
    }
  }
  const session = await getSession(request);
  let key = session.get(sessionKey(kind));
  const isNew = !key;
  if (isNew && visitor !== null && visitor !== 'unknown') {
    if (!(await newDraftLimiter.take(visitor))) throw new Response(common.tooManyAttempts, { status: 429 });
  }
  if (!key) key = randomBytes(32).toString('base64url');
  // The shared secret: this server counted the new draft above (per visitor), so Strapi does not count it again
  // under this server's own address, as it counts a direct caller's (strapi/src/utils/direct-limits.ts).
  const result = await strapi.drafts.save({
    params: { key },
    json: { data: { kind, data: patch } },
    headers: { 'x-internal-secret': env.internalApiSecret },
  });
  if (!result.ok) {
    refuseTooBig(result.error);
    // Only a corrupted key can get here (the payload is built by our own code): start a new draft.
    console.error(`[drafts] saving a ${kind} draft failed: ${result.status} ${result.error.message}`);
    session.unset(sessionKey(kind));
    return { 'Set-Cookie': await sessionStorage.commitSession(session) };
  }
  if (!isNew) return undefined;
  session.set(sessionKey(kind), key);
  return { 'Set-Cookie': await sessionStorage.commitSession(session) };
}

/** Deletes the draft of `kind` (after a successful submission). Returns the Set-Cookie header to send. */
export async function clearDraft(request: Request, kind: DraftKind): Promise<{ 'Set-Cookie': string }> {
  const jwt = await getJwt(request);
  if (jwt) await strapi.drafts.removeOwn({ jwt }, { params: { kind } });
  const session = await getSession(request);
  const key = session.get(sessionKey(kind));
  if (key) await strapi.drafts.remove({ params: { key } });
  session.unset(sessionKey(kind));
  return { 'Set-Cookie': await sessionStorage.commitSession(session) };
}
