// Wizard drafts kept in Strapi (never in process memory nor in localStorage), so that what a person typed
// survives reloads, 'Indietro', a closed tab and a restarted Remix server. The draft's unguessable key lives
// in the visitor's session cookie, one key per wizard kind.
import { randomBytes } from 'node:crypto';
import type { DraftData, DraftResponse, SaveDraftRequest } from '#contracts/registration';
import { common } from '~/texts';
import { env } from './env.server';
import { RateLimiter } from './rate-limit.server';
import { getSession, sessionStorage, type DraftKind } from './session.server';
import { strapiFetch } from './strapi.server';

export type { DraftData };

const SESSION_KEYS = { candidate: 'dc', company: 'dz', annuncio: 'da', alert: 'dl' } as const;
const sessionKey = (kind: DraftKind) => SESSION_KEYS[kind];

/**
 * New anonymous drafts per visitor address and window, in the shared counters: a visitor who drops the cookie
 * before every post would otherwise store a new draft (up to 256 kB, kept 30 days) each time.
 */
const newDraftLimiter = new RateLimiter('wizard-draft', env.rateLimit.draftsPerIp, env.rateLimit.windowMs);

/** The stored draft of `kind` ({} when there is none or it expired). */
export async function readDraft(request: Request, kind: DraftKind): Promise<DraftData> {
  const session = await getSession(request);
  const key = session.get(sessionKey(kind));
  if (!key) return {};
  const result = await strapiFetch<DraftResponse>(`/api/wizard-drafts/${key}`);
  return result.ok ? (result.data.data?.data ?? {}) : {};
}

/**
 * Merges `patch` (top-level keys replace the stored ones) into the draft of `kind`.
 * Returns the Set-Cookie header to send when the session got a new draft key (else undefined).
 * `visitor` (the request's `clientIp`) counts a new anonymous draft; past the limit a 429 Response is thrown.
 * null for a signed-in candidate's update draft (one per session, and a session costs a sign-in).
 */
export async function saveDraft(
  request: Request,
  kind: DraftKind,
  patch: DraftData,
  visitor: string | null,
): Promise<{ 'Set-Cookie': string } | undefined> {
  const session = await getSession(request);
  let key = session.get(sessionKey(kind));
  const isNew = !key;
  if (isNew && visitor !== null && visitor !== 'unknown') {
    if (!(await newDraftLimiter.take(visitor))) throw new Response(common.tooManyAttempts, { status: 429 });
  }
  if (!key) key = randomBytes(32).toString('base64url');
  const result = await strapiFetch<DraftResponse>(`/api/wizard-drafts/${key}`, {
    method: 'PUT',
    json: { data: { kind, data: patch } } satisfies SaveDraftRequest,
  });
  if (!result.ok) {
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
  const session = await getSession(request);
  const key = session.get(sessionKey(kind));
  if (key) await strapiFetch(`/api/wizard-drafts/${key}`, { method: 'DELETE' });
  session.unset(sessionKey(kind));
  return { 'Set-Cookie': await sessionStorage.commitSession(session) };
}
