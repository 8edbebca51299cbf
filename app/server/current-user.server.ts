// `GET /api/me`, shared. A document request runs the company layout's and the page's loaders side by side, each
// with its own Request, and both guard: without sharing, Strapi answered /api/me twice per page
// (docs/performance.md). Calls with the same JWT made while one is in flight share that one Strapi request.
//
// Carried (issue 29 item 5, docs/decisions.md "The menu's /api/me rides on the page's call"): a guard's /api/me
// waits one turn of the event loop before it asks Strapi. A GET made meanwhile on behalf of the same JWT (the
// page's search, a profile) claims it and asks Strapi to carry the /api/me answer on its own answer: one Strapi
// call per page instead of two. Without a carried answer (an error, a failure) the guard asks Strapi itself.
//
// A successful answer is then reused for CACHE_MS (1 s, `CURRENT_USER_CACHE_MS`, at most 2 s; docs/decisions.md
// "Current user cache"). That is safe because every change a user makes from the portal goes through
// `authedFetch`, which replaces the session's entry by the /api/me Strapi computed after the change (carried on
// the change's answer) or forgets it when any non-GET call is over, as do login and logout: the menu credit after
// a purchase, a subscription or a saved profile are read fresh. What it can miss, for at most CACHE_MS, is a
// change made elsewhere (Strapi admin, cron, a payment callback, another Remix instance when the load balancer has
// no sticky sessions: set 0 there). That is display only: Strapi checks every right and every credit itself on
// each call.
import { createHash } from 'node:crypto';
import { me, type MeResponse as CurrentUser } from '#contracts/me.ts';
import { env } from './env.server';
import { callEndpoint } from './strapi-endpoint.server';
import type { StrapiResult } from './strapi.server';

export const CACHE_MS = env.currentUserCacheMs;
export const MAX_ENTRIES = 1_000;

type Answer = StrapiResult<CurrentUser>;

type Entry = {
  result: Promise<Answer>;
  expires: number;
  /** While the entry has not asked Strapi yet: hands its answer over to a call that will carry it. */
  claim?: () => ((carried: CurrentUser | null) => void) | null;
};

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
    entry = openEntry(key, jwt);
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

/** A new in-flight entry: it asks Strapi at the next turn of the event loop, unless a call claims it first. */
function openEntry(key: string, jwt: string): Entry {
  let settle!: (answer: Promise<Answer>) => void;
  const created: Entry = { result: new Promise<Answer>((resolve) => (settle = resolve)), expires: Infinity };
  let state: 'open' | 'claimed' | 'asked' = 'open';
  const askStrapi = () => {
    state = 'asked';
    settle(callEndpoint(me.find, { jwt }));
  };
  created.claim = () => {
    if (state !== 'open') return null;
    state = 'claimed';
    return (carried) => {
      if (state !== 'claimed') return;
      if (!carried) return askStrapi();
      state = 'asked';
      settle(Promise.resolve(answerOf(carried)));
    };
  };
  setImmediate(() => {
    if (state === 'open') askStrapi();
  });
  entries.delete(key);
  entries.set(key, created);
  evictOld(Date.now());
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
  return created;
}

const answerOf = (data: CurrentUser): Answer => ({ ok: true, status: 200, data, headers: new Headers() });

/**
 * For a GET on behalf of `jwt`: when a guard of this session waits for /api/me and has not asked Strapi yet, the
 * call may carry the answer. Returns the function to hand it over with (null: the guard asks Strapi itself), or
 * null when nobody waits.
 */
export function claimCurrentUser(jwt: string): ((carried: CurrentUser | null) => void) | null {
  return entries.get(keyOf(jwt))?.claim?.() ?? null;
}

/** Whether a change's answer should carry /api/me: only when it can be kept (CACHE_MS > 0). */
export const keepsCarriedAfterChanges = CACHE_MS > 0;

/**
 * After a non-GET call of `jwt`'s user: the /api/me Strapi computed after the change (carried on its answer) is
 * kept as the session's current user; without one (an error, CACHE_MS 0) the session is forgotten.
 */
export function afterChange(jwt: string, carried: CurrentUser | null): void {
  if (!carried || !keepsCarriedAfterChanges) return forgetCurrentUser(jwt);
  const key = keyOf(jwt);
  entries.delete(key);
  entries.set(key, { result: Promise.resolve(answerOf(carried)), expires: Date.now() + CACHE_MS });
  evictOld(Date.now());
}

/** Drops what is kept for this session; the next guard asks Strapi. Call it after changing the user's data. */
export function forgetCurrentUser(jwt: string): void {
  entries.delete(keyOf(jwt));
}

/** Tests only: forget every session. */
export function forgetAllCurrentUsers(): void {
  entries.clear();
}
