// Fixed-window rate limiting of login and password-recovery attempts, per client IP and per e-mail
// (decisions.md: past the limit, 'Troppi tentativi, riprova tra qualche minuto.' with HTTP 429).
// Counters live in the database, through Strapi's internal route POST /api/internal/rate-limits, so every Remix
// instance counts in the same table (two instances do not double the limits). Unit tests give a memory store.
import { createHash } from 'node:crypto';
import { internal } from '#contracts/internal.ts';
import { clientIp } from './client-ip.server';
import { env } from './env.server';
import { callEndpoint } from './strapi-endpoint.server';

/**
 * Where the counters live. `hit` counts one attempt on each key and answers the new counts: a limiter decides on
 * them, never on a count read before (a burst of parallel requests would all read the same count and pass).
 */
export interface RateLimitStore {
  peek(keys: string[]): Promise<number[]>;
  hit(keys: string[], windowMs: number): Promise<number[]>;
  /** Takes back one hit of each key (an attempt that turned out not to count, such as a right password). */
  release(keys: string[]): Promise<void>;
  reset(keys: string[]): Promise<void>;
}

/** The counters every instance shares, in Strapi's database. */
export const sharedStore: RateLimitStore = {
  peek: (keys) => counters('peek', keys),
  hit: (keys, windowMs) => counters('hit', keys, windowMs),
  release: async (keys) => {
    await counters('release', keys);
  },
  reset: async (keys) => {
    await counters('reset', keys);
  },
};

async function counters(
  op: 'peek' | 'hit' | 'release' | 'reset',
  keys: string[],
  windowMs?: number,
): Promise<number[]> {
  if (keys.length === 0) return [];
  const result = await callEndpoint(internal.rateLimits, { json: { op, keys, windowMs } });
  if (!result.ok) throw new Error(`rate-limit store answered ${result.status}`);
  return result.data.data.counts;
}

/** A store in this process's memory: for unit tests only (several instances would each count on their own). */
export function memoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    return window && window.resetAt > now() ? window : undefined;
  };
  return {
    peek: async (keys) => keys.map((key) => live(key)?.count ?? 0),
    hit: async (keys, windowMs) =>
      keys.map((key) => {
        const window = live(key) ?? { count: 0, resetAt: now() + windowMs };
        window.count += 1;
        windows.set(key, window);
        return window.count;
      }),
    release: async (keys) => {
      for (const key of keys) {
        const window = live(key);
        if (window && window.count > 0) window.count -= 1;
      }
    },
    reset: async (keys) => {
      for (const key of keys) windows.delete(key);
    },
  };
}

/** `max` attempts per key and window, counted in `store` under the limiter's `name`. */
export { clientIp };

export class RateLimiter {
  constructor(
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly store: RateLimitStore = sharedStore,
  ) {}

  /** Stored hashed: a fixed alphabet for any e-mail, and no address kept in the counters table. */
  keys(keys: string[]) {
    return keys.map(
      (key) => `${this.name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`,
    );
  }

  /**
   * Counts one attempt on each of `keys` and answers whether it may go on: false when a new count is over the
   * limit. Counting first is what makes the limit hold against a burst (one atomic statement per key in the store).
   */
  async take(...keys: string[]): Promise<boolean> {
    const counts = await this.store.hit(this.keys(keys), this.windowMs);
    return counts.every((count) => count <= this.max);
  }

  async reset(...keys: string[]): Promise<void> {
    await this.store.reset(this.keys(keys));
  }
}

let warnedUnknownIp = false;

/**
 * The per-IP key of a visitor, or null when the address is unknown (no socket: only a Request built in a test).
 * All such requests would share one counter, and a few bad logins would then lock everybody out: the per-e-mail
 * limit alone applies to them.
 */
function ipKey(ip: string): string | null {
  if (ip !== 'unknown') return ip;
  if (!warnedUnknownIp) {
    warnedUnknownIp = true;
    console.warn('[rate-limit] a request without a client address: per-IP limits do not apply to it');
  }
  return null;
}

/** One pair of limiters per flow: attempts are counted per IP and per e-mail address. */
export function createFlowLimiter(
  name: string,
  limits: { perIp: number; perEmail: number; windowMs: number } = env.rateLimit,
  store: RateLimitStore = sharedStore,
) {
  const perIp = new RateLimiter(`${name}-ip`, limits.perIp, limits.windowMs, store);
  const perEmail = new RateLimiter(`${name}-email`, limits.perEmail, limits.windowMs, store);
  /** The counters of an attempt, each with its limit: both go to the store in one call. */
  const counters = (visitor: string, email: string | undefined) => {
    const ip = ipKey(visitor);
    return [
      ...(ip !== null ? [{ key: perIp.keys([ip])[0], max: perIp.max }] : []),
      ...(email ? [{ key: perEmail.keys([email.toLowerCase()])[0], max: perEmail.max }] : []),
    ];
  };
  return {
    /**
     * Counts one attempt per IP and per e-mail (`visitor`: the request's `clientIp`) and answers whether it may go
     * on: false when either new count is over its limit.
     */
    async take(visitor: string, email: string | undefined): Promise<boolean> {
      const checks = counters(visitor, email);
      const counts = await store.hit(
        checks.map((check) => check.key),
        limits.windowMs,
      );
      return counts.every((count, i) => count <= checks[i].max);
    },
  };
}

/**
 * Sign-in attempts (decisions.md "No lockout of the owner"). The hard limits count per visitor address
 * (`perIp`) and per e-mail *and* address (`perEmail`): failures from elsewhere never refuse the owner's right
 * password. Failures of an e-mail from every address only slow its sign-ins down (`loginDelayMs`).
 */
export function createLoginLimiter(
  limits: { perIp: number; perEmail: number; windowMs: number } = env.rateLimit,
  store: RateLimitStore = sharedStore,
) {
  const perIp = new RateLimiter('login-ip', limits.perIp, limits.windowMs, store);
  const perPair = new RateLimiter('login-pair', limits.perEmail, limits.windowMs, store);
  const perEmail = new RateLimiter('login-email', limits.perEmail, limits.windowMs, store);
  const emailKey = (email: string) => perEmail.keys([email.toLowerCase()])[0];
  /** The hard limits' counters, the (e-mail, address) pair last. */
  const hardKeys = (visitor: string, email: string) => {
    const ip = ipKey(visitor);
    return [
      ...(ip !== null ? [{ key: perIp.keys([ip])[0], max: perIp.max }] : []),
      { key: perPair.keys([`${visitor}|${email.toLowerCase()}`])[0], max: perPair.max },
    ];
  };
  return {
    /**
     * Counts the attempt before the password is checked. `allowed` false past a hard limit; else `delayMs`, how
     * long to wait before checking, from the e-mail's failures from every address.
     */
    async begin(visitor: string, email: string): Promise<{ allowed: boolean; delayMs: number }> {
      const hard = hardKeys(visitor, email);
      const [counts, [failures]] = await Promise.all([
        store.hit(
          hard.map((check) => check.key),
          limits.windowMs,
        ),
        store.peek([emailKey(email)]),
      ]);
      const allowed = counts.every((count, i) => count <= hard[i].max);
      return { allowed, delayMs: allowed ? loginDelayMs(failures, limits.perEmail) : 0 };
    },
    /** A wrong password: the e-mail's failures from every address grow (the delay, not a refusal). */
    async failed(email: string): Promise<void> {
      await store.hit([emailKey(email)], limits.windowMs);
    },
    /** The right password: the attempt did not count, and the e-mail's failures are forgotten. */
    async succeeded(visitor: string, email: string): Promise<void> {
      const hard = hardKeys(visitor, email).map((check) => check.key);
      const pair = hard.pop()!;
      await Promise.all([store.release(hard), store.reset([pair, emailKey(email)])]);
    },
  };
}

/** Longest wait before a password check: a slowdown for the attacker, never a lockout of the owner. */
export const LOGIN_MAX_DELAY_MS = 4000;

/** No delay up to `free` failures of an e-mail, then 250 ms doubling with each failure, up to the maximum. */
export function loginDelayMs(failures: number, free: number): number {
  if (failures <= free) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, 250 * 2 ** (failures - free - 1));
}

export const loginLimiter = createLoginLimiter();
/** Every recovery request counts, because each one sends an e-mail. */
export const forgotPasswordLimiter = createFlowLimiter('forgot-password');
export const resendVerificationLimiter = createFlowLimiter('resend-verification');
/** Registrations (candidate and company) send a confirmation mail each: counted per IP and per e-mail. */
export const registrationLimiter = createFlowLimiter('registration', {
  ...env.rateLimit,
  perIp: env.rateLimit.registrationsPerIp,
  perEmail: 3,
});

/**
 * Counts one registration attempt; false when the visitor is past the limit. The form then answers 429 with
 * 'Troppi tentativi, riprova tra qualche minuto.' and keeps what was entered (an error page would lose it).
 */
export async function registrationAllowed(visitor: string, email: string): Promise<boolean> {
  return registrationLimiter.take(visitor, email);
}
