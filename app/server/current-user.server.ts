// `GET /api/me`, shared. A document request runs the company layout's and the page's loaders side by side, each
// with its own Request, and both guard: without sharing, Strapi answered /api/me twice per page
// (docs/performance.md). Calls with the same JWT made while one is in flight share that one Strapi request.
//
// A successful answer is then reused for CACHE_MS (1 s, `CURRENT_USER_CACHE_MS`, at most 2 s; docs/decisions.md
// "Current user cache"). That is safe because every change a user makes from the portal goes through
// `authedFetch`, which forgets the session's entry when any non-GET call is over, as do login and logout: the
// menu credit after a purchase, a subscription or a saved profile are read fresh. What it can miss, for at most
// CACHE_MS, is a change made elsewhere (Strapi admin, cron, a payment callback, another Remix instance when the
// load balancer has no sticky sessions: set 0 there). That is display only: Strapi checks every right and
// every credit itself on each call.
import { createHash } from 'node:crypto';
import type { MeResponse as CurrentUser } from '#contracts/me';
import { env } from './env.server';
import { strapiFetch, type StrapiResult } from './strapi.server';

export const CACHE_MS = env.currentUserCacheMs;
export const MAX_ENTRIES = 1_000;

type Entry = { result: Promise<StrapiResult<CurrentUser>>; expires: number };

// Keyed by a hash of the JWT, never the JWT itself. Insertion order is age order: the oldest goes first.
const entries = new Map<string, Entry>();

const keyOf = (jwt: string) => createHash('sha256').update(jwt).digest('base64url');

function evictOld(now: number) {
  for (const [key, entry] of entries) {
    if (entries.size <= MAX_ENTRIES && entry.expires > now) break;
    if (entry.expires <= now || entries.size > MAX_ENTRIES) entries.delete(key);
  }
}

/**
 * The user behind `jwt`. `fresh` skips a kept answer (login); an in-flight call is still shared. Every caller
 * gets its own copy of the data, so nobody can change what another loader sees.
 */
export async function fetchCurrentUser(
  jwt: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<StrapiResult<CurrentUser>> {
  const key = keyOf(jwt);
  const now = Date.now();
  let entry = entries.get(key);
  if (!entry || entry.expires <= now || (fresh && entry.expires !== Infinity)) {
    const created: Entry = { result: strapiFetch<CurrentUser>('/api/me', { jwt }), expires: Infinity };
    entry = created;
    entries.delete(key);
    entries.set(key, created);
    evictOld(now);
    created.result.then(
      (result) => {
        if (entries.get(key) !== created) return; // forgotten meanwhile: the answer may predate a change
        if (result.ok) created.expires = Date.now() + CACHE_MS;
        else entries.delete(key);
      },
      () => {
        if (entries.get(key) === created) entries.delete(key);
      },
    );
  }
  let result;
  try {
    result = await entry.result;
  } catch (error) {
    // The 503 page (a thrown Response) is shared by every loader that waited on this call: each throws its own
    // copy, since Remix reads the body of what is thrown (a second read of one body was a 500).
    if (error instanceof Response) throw error.clone();
    throw error;
  }
  return result.ok ? { ...result, data: structuredClone(result.data) } : result;
}

/** Drops what is kept for this session; the next guard asks Strapi. Call it after changing the user's data. */
export function forgetCurrentUser(jwt: string): void {
  entries.delete(keyOf(jwt));
}

/** Tests only: forget every session. */
export function forgetAllCurrentUsers(): void {
  entries.clear();
}
