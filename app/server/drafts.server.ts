// Wizard drafts kept in Strapi (never in process memory nor in localStorage), so that what a person typed
// survives reloads, 'Indietro', a closed tab and a restarted Remix server. The draft's unguessable key lives
// in the visitor's session cookie, one key per wizard kind.
import { randomBytes } from 'node:crypto';
import { getSession, sessionStorage, type DraftKind } from './session.server';
import { strapiFetch } from './strapi.server';

export type DraftData = Record<string, unknown>;

const SESSION_KEYS = { candidate: 'dc', company: 'dz', annuncio: 'da' } as const;
const sessionKey = (kind: DraftKind) => SESSION_KEYS[kind];

/** The stored draft of `kind` ({} when there is none or it expired). */
export async function readDraft(request: Request, kind: DraftKind): Promise<DraftData> {
  const session = await getSession(request);
  const key = session.get(sessionKey(kind));
  if (!key) return {};
  const result = await strapiFetch<{ data: { data: DraftData } }>(`/api/wizard-drafts/${key}`);
  return result.ok ? (result.data.data?.data ?? {}) : {};
}

/**
 * Merges `patch` (top-level keys replace the stored ones) into the draft of `kind`.
 * Returns the Set-Cookie header to send when the session got a new draft key (else undefined).
 */
export async function saveDraft(
  request: Request,
  kind: DraftKind,
  patch: DraftData,
): Promise<{ 'Set-Cookie': string } | undefined> {
  const session = await getSession(request);
  let key = session.get(sessionKey(kind));
  const isNew = !key;
  if (!key) key = randomBytes(32).toString('base64url');
  const result = await strapiFetch(`/api/wizard-drafts/${key}`, {
    method: 'PUT',
    json: { data: { kind, data: patch } },
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
