// Fixed-window rate limiting of login and password-recovery attempts, per client IP and per e-mail
// (decisions.md: past the limit, 'Troppi tentativi, riprova tra qualche minuto.' with HTTP 429).
// Counters live in this process: with several Remix instances each keeps its own, so the effective limit is
// at most instances x limit (see docs/decisions.md).
import { isIP } from 'node:net';
import { env } from './env.server';

type Window = { count: number; resetAt: number };

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `key` is already past its limit (the attempt must be refused). */
  isLimited(key: string): boolean {
    const window = this.windows.get(key);
    return !!window && window.resetAt > this.now() && window.count >= this.max;
  }

  /** Counts one attempt for `key`. */
  hit(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 50_000) this.prune();
    } else {
      window.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * The client's address as our own proxy saw it. Each proxy appends the address it was reached from to
 * X-Forwarded-For, so only the last `TRUSTED_PROXY_HOPS` entries were written by proxies we run; whatever comes
 * before, and every other header (X-Client-IP, X-Real-IP...), the client can write itself and would pick a fresh
 * counter for each attempt. A platform that overwrites one header with the address instead (CF-Connecting-IP...)
 * is read through `CLIENT_IP_HEADER`. 'unknown' when there is no usable address.
 */
export function clientIp(
  request: Request,
  { hops = env.trustedProxyHops, header = env.clientIpHeader }: { hops?: number; header?: string } = {},
): string {
  if (header) {
    const value = request.headers.get(header)?.trim();
    return value && isIP(value) ? value : 'unknown';
  }
  const chain = (request.headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const ip = chain[chain.length - hops];
  return ip && isIP(ip) ? ip : 'unknown';
}

let warnedUnknownIp = false;

/**
 * The per-IP key of a request, or null when its address is unknown. All such requests would share one counter,
 * and a few bad logins would then lock everybody out: the per-e-mail limit alone applies to them.
 */
function ipKey(request: Request): string | null {
  const ip = clientIp(request);
  if (ip !== 'unknown') return ip;
  if (!warnedUnknownIp) {
    warnedUnknownIp = true;
    console.warn(
      '[rate-limit] a request without a client address (X-Forwarded-For or CLIENT_IP_HEADER): per-IP limits ' +
        'do not apply to such requests; put the app behind a proxy that sets the address',
    );
  }
  return null;
}

/** One pair of limiters per flow: attempts are counted per IP and per e-mail address. */
export function createFlowLimiter(
  limits: { perIp: number; perEmail: number; windowMs: number } = env.rateLimit,
) {
  const perIp = new RateLimiter(limits.perIp, limits.windowMs);
  const perEmail = new RateLimiter(limits.perEmail, limits.windowMs);
  return {
    isLimited(request: Request, email: string | undefined): boolean {
      const ip = ipKey(request);
      return (ip !== null && perIp.isLimited(ip)) || (!!email && perEmail.isLimited(email.toLowerCase()));
    },
    hit(request: Request, email: string | undefined): void {
      const ip = ipKey(request);
      if (ip !== null) perIp.hit(ip);
      if (email) perEmail.hit(email.toLowerCase());
    },
    resetEmail(email: string): void {
      perEmail.reset(email.toLowerCase());
    },
  };
}

/** Failed logins count; a successful login clears the counter of its e-mail. */
export const loginLimiter = createFlowLimiter();
/** Every recovery request counts, because each one sends an e-mail. */
export const forgotPasswordLimiter = createFlowLimiter();
export const resendVerificationLimiter = createFlowLimiter();
/** Registrations (candidate and company) send a confirmation mail each: counted per IP and per e-mail. */
export const registrationLimiter = createFlowLimiter({
  ...env.rateLimit,
  perIp: env.rateLimit.registrationsPerIp,
  perEmail: 3,
});

/**
 * Counts one registration attempt; false when the visitor is past the limit. The form then answers 429 with
 * 'Troppi tentativi, riprova tra qualche minuto.' and keeps what was entered (an error page would lose it).
 */
export function registrationAllowed(request: Request, email: string): boolean {
  if (registrationLimiter.isLimited(request, email)) return false;
  registrationLimiter.hit(request, email);
  return true;
}
