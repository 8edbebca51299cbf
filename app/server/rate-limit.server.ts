// Fixed-window rate limiting of login and password-recovery attempts, per client IP and per e-mail
// (decisions.md: past the limit, 'Troppi tentativi, riprova tra qualche minuto.' with HTTP 429).
// Counters live in the database, through Strapi's internal route POST /api/internal/rate-limits, so every Remix
// instance counts in the same table (two instances do not double the limits). Unit tests give a memory store.
import { createHash } from 'node:crypto';
import { clientIp } from './client-ip.server';
import { env } from './env.server';
import { strapiFetch } from './strapi.server';

/** Where the counters live: `hit` counts one attempt on each key and answers the counts. */
export interface RateLimitStore {
  peek(keys: string[]): Promise<number[]>;
  hit(keys: string[], windowMs: number): Promise<number[]>;
  reset(keys: string[]): Promise<void>;
}

/** The counters every instance shares, in Strapi's database. */
export const sharedStore: RateLimitStore = {
  peek: (keys) => counters('peek', keys),
  hit: (keys, windowMs) => counters('hit', keys, windowMs),
  reset: async (keys) => {
    await counters('reset', keys);
  },
};

async function counters(op: 'peek' | 'hit' | 'reset', keys: string[], windowMs?: number): Promise<number[]> {
  if (keys.length === 0) return [];
  const result = await strapiFetch<{ data: { counts: number[] } }>('/api/internal/rate-limits', {
    method: 'POST',
    json: { op, keys, windowMs },
    headers: { 'x-internal-secret': env.internalApiSecret },
  });
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

  /** True when any of `keys` is already past its limit (the attempt must be refused). */
  async isLimited(...keys: string[]): Promise<boolean> {
    const counts = await this.store.peek(this.keys(keys));
    return counts.some((count) => count >= this.max);
  }

  /** Counts one attempt for each of `keys`. */
  async hit(...keys: string[]): Promise<void> {
    await this.store.hit(this.keys(keys), this.windowMs);
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
    /** `visitor`: the request's `clientIp`. */
    async isLimited(visitor: string, email: string | undefined): Promise<boolean> {
      const checks = counters(visitor, email);
      const counts = await store.peek(checks.map((check) => check.key));
      return counts.some((count, i) => count >= checks[i].max);
    },
    async hit(visitor: string, email: string | undefined): Promise<void> {
      await store.hit(
        counters(visitor, email).map((check) => check.key),
        limits.windowMs,
      );
    },
    async resetEmail(email: string): Promise<void> {
      await perEmail.reset(email.toLowerCase());
    },
  };
}

/** Failed logins count; a successful login clears the counter of its e-mail. */
export const loginLimiter = createFlowLimiter('login');
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
  if (await registrationLimiter.isLimited(visitor, email)) return false;
  await registrationLimiter.hit(visitor, email);
  return true;
}
