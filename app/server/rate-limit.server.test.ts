import { describe, expect, it } from 'vitest';
import {
  LOGIN_MAX_DELAY_MS,
  RateLimiter,
  clientIp,
  createFlowLimiter,
  createLoginLimiter,
  loginDelayMs,
  memoryStore,
} from '#app/server/rate-limit.server.ts';

describe('RateLimiter', () => {
  it('lets max attempts through within the window and frees the key afterwards', async () => {
    let now = 0;
    const limiter = new RateLimiter(
      't',
      3,
      1000,
      memoryStore(() => now),
    );
    for (let i = 0; i < 3; i++) expect(await limiter.take('k')).toBe(true);
    expect(await limiter.take('k')).toBe(false);
    expect(await limiter.take('other')).toBe(true);
    now = 1001;
    expect(await limiter.take('k')).toBe(true);
  });
  it('reset clears a key', async () => {
    const limiter = new RateLimiter('t', 1, 1000, memoryStore());
    expect(await limiter.take('k')).toBe(true);
    expect(await limiter.take('k')).toBe(false);
    await limiter.reset('k');
    expect(await limiter.take('k')).toBe(true);
  });
  it('a burst of parallel attempts lets exactly max through (counted before deciding)', async () => {
    const limiter = new RateLimiter('t', 5, 60_000, memoryStore());
    const answers = await Promise.all(Array.from({ length: 100 }, () => limiter.take('k')));
    expect(answers.filter(Boolean)).toHaveLength(5);
  });
  it('two limiters on one store (two instances) count together; names keep flows apart', async () => {
    const store = memoryStore();
    const first = new RateLimiter('login-email', 3, 60_000, store);
    const second = new RateLimiter('login-email', 3, 60_000, store);
    const other = new RateLimiter('forgot-password-email', 3, 60_000, store);
    await first.take('a@demo.it');
    await second.take('a@demo.it');
    await first.take('a@demo.it');
    expect(await second.take('a@demo.it')).toBe(false);
    expect(await other.take('a@demo.it')).toBe(true);
  });
});

describe('sign-in limiter', () => {
  const limits = { perEmail: 5, perIp: 50, windowMs: 60_000 };
  it("failures from one address never refuse the owner's right password from another (only a delay)", async () => {
    const login = createLoginLimiter(limits, memoryStore());
    for (let i = 0; i < 5; i++) {
      expect((await login.begin('198.51.100.1', 'Vittima@demo.it')).allowed).toBe(true);
      await login.failed('Vittima@demo.it');
    }
    expect((await login.begin('198.51.100.1', 'vittima@demo.it')).allowed).toBe(false);
    for (let i = 0; i < 5; i++) {
      expect((await login.begin(`198.51.100.${10 + i}`, 'vittima@demo.it')).allowed).toBe(true);
      await login.failed('vittima@demo.it');
    }
    // 10 failures from 6 addresses: the owner's own address is not refused, only slowed down.
    const owner = await login.begin('203.0.113.5', 'vittima@demo.it');
    expect(owner).toEqual({ allowed: true, delayMs: loginDelayMs(10, 5) });
    expect(owner.delayMs).toBeGreaterThan(0);
    await login.succeeded('203.0.113.5', 'vittima@demo.it');
    expect(await login.begin('203.0.113.6', 'vittima@demo.it')).toEqual({ allowed: true, delayMs: 0 });
  });
  it('the delay grows with the failures and stops at its maximum', () => {
    expect([5, 6, 7, 8].map((n) => loginDelayMs(n, 5))).toEqual([0, 250, 500, 1000]);
    expect(loginDelayMs(100, 5)).toBe(LOGIN_MAX_DELAY_MS);
  });
  it('a right password does not use up the address: its attempt is taken back', async () => {
    const login = createLoginLimiter({ ...limits, perIp: 2 }, memoryStore());
    for (let i = 0; i < 5; i++) {
      expect((await login.begin('198.51.100.2', `utente${i}@demo.it`)).allowed).toBe(true);
      await login.succeeded('198.51.100.2', `utente${i}@demo.it`);
    }
  });
  it('a burst of wrong passwords for one account from one address: at most perEmail checked', async () => {
    const login = createLoginLimiter(limits, memoryStore());
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => login.begin('198.51.100.3', 'bersaglio@demo.it')),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });
});

describe('clientIp', () => {
  const withHeaders = (headers: Record<string, string>) => new Request('http://x/', { headers });
  /** What server.mjs passes: the socket's address (IPv4 as Node reports it on a dual-stack socket). */
  const socket = (address: string) => ({ socketAddress: address });

  it('takes the entry our proxy appended, not what the client wrote before it', () => {
    const proxy = socket('10.0.0.2');
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '203.0.113.7' }), proxy)).toBe('203.0.113.7');
    // A client sending "X-Forwarded-For: 1.2.3.4" through one proxy arrives as "1.2.3.4, <real address>".
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '1.2.3.4, 203.0.113.7' }), proxy)).toBe('203.0.113.7');
    expect(
      clientIp(withHeaders({ 'X-Forwarded-For': '1.2.3.4, 203.0.113.7, 10.0.0.2' }), proxy, { hops: 2 }),
    ).toBe('203.0.113.7');
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '2001:db8::1' }), proxy)).toBe('2001:db8::1');
  });

  it('without a proxy (TRUSTED_PROXY_HOPS=0) takes the socket address, whatever the headers say', () => {
    const forged = withHeaders({ 'X-Forwarded-For': '1.2.3.4', 'X-Client-IP': '1.2.3.5' });
    expect(clientIp(forged, socket('198.51.100.20'), { hops: 0 })).toBe('198.51.100.20');
    expect(clientIp(withHeaders({}), socket('::ffff:198.51.100.20'), { hops: 0 })).toBe('198.51.100.20');
    expect(clientIp(withHeaders({}), socket('2001:db8::9'), { hops: 0 })).toBe('2001:db8::9');
  });

  it('takes the socket address when the proxy entry is missing or garbage', () => {
    const direct = socket('198.51.100.30');
    expect(clientIp(withHeaders({}), direct)).toBe('198.51.100.30');
    expect(clientIp(withHeaders({ 'X-Client-IP': '1.2.3.4', 'X-Real-IP': '1.2.3.5' }), direct)).toBe(
      '198.51.100.30',
    );
    expect(clientIp(withHeaders({ 'X-Forwarded-For': 'not-an-address' }), direct)).toBe('198.51.100.30');
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '203.0.113.7' }), direct, { hops: 2 })).toBe(
      '198.51.100.30',
    );
  });

  it("is 'unknown' only without a socket (a Request built in a test)", () => {
    expect(clientIp(withHeaders({}), undefined)).toBe('unknown');
    expect(clientIp(withHeaders({}), {})).toBe('unknown');
    expect(clientIp(withHeaders({}), socket('garbage'))).toBe('unknown');
  });

  it('reads the platform header instead when CLIENT_IP_HEADER names one', () => {
    const request = withHeaders({ 'CF-Connecting-IP': '198.51.100.4', 'X-Forwarded-For': '1.2.3.4' });
    expect(clientIp(request, socket('10.0.0.2'), { header: 'CF-Connecting-IP' })).toBe('198.51.100.4');
    expect(
      clientIp(withHeaders({ 'X-Forwarded-For': '1.2.3.4' }), socket('10.0.0.3'), {
        header: 'CF-Connecting-IP',
      }),
    ).toBe('10.0.0.3');
  });

  it('never puts requests without an address into one shared counter', async () => {
    const flow = createFlowLimiter('t', { perEmail: 2, perIp: 1, windowMs: 60_000 }, memoryStore());
    await flow.take('unknown', 'uno@demo.it');
    await flow.take('unknown', 'due@demo.it');
    // Past the per-IP limit of 1 if 'unknown' were a key; the per-e-mail limit still holds.
    expect(await flow.take('unknown', 'tre@demo.it')).toBe(true);
    expect(await flow.take('unknown', 'uno@demo.it')).toBe(true);
    expect(await flow.take('unknown', 'uno@demo.it')).toBe(false);
  });

  it('keeps one counter for a client who forges a new address on every attempt', async () => {
    const flow = createFlowLimiter('t', { perEmail: 100, perIp: 3, windowMs: 60_000 }, memoryStore());
    const forged = (n: number) =>
      clientIp(
        withHeaders({ 'X-Forwarded-For': `10.1.1.${n}, 203.0.113.9`, 'X-Client-IP': `10.2.2.${n}` }),
        socket('10.0.0.2'),
      );
    for (let n = 0; n < 3; n++) await flow.take(forged(n), `utente${n}@demo.it`);
    expect(await flow.take(forged(9), 'altro@demo.it')).toBe(false);
  });

  it('without a proxy, counts a client per socket address however it forges X-Forwarded-For', async () => {
    const flow = createFlowLimiter('t', { perEmail: 100, perIp: 3, windowMs: 60_000 }, memoryStore());
    const forged = (n: number) =>
      clientIp(withHeaders({ 'X-Forwarded-For': `10.1.1.${n}` }), socket('198.51.100.40'), { hops: 0 });
    for (let n = 0; n < 3; n++) await flow.take(forged(n), `utente${n}@demo.it`);
    expect(await flow.take(forged(9), 'altro@demo.it')).toBe(false);
    expect(await flow.take('198.51.100.41', 'altro@demo.it')).toBe(true);
  });
});

describe('createFlowLimiter', () => {
  it('counts per e-mail (case-insensitive) and per IP', async () => {
    const flow = createFlowLimiter('t', { perEmail: 2, perIp: 3, windowMs: 60_000 }, memoryStore());
    expect(await flow.take('10.0.0.1', 'A@demo.it')).toBe(true);
    expect(await flow.take('10.0.0.2', 'a@demo.it')).toBe(true);
    expect(await flow.take('10.0.0.3', 'a@demo.it')).toBe(false);
    expect(await flow.take('10.0.0.4', 'b@demo.it')).toBe(true);
    expect(await flow.take('10.0.0.9', 'c@demo.it')).toBe(true);
    expect(await flow.take('10.0.0.9', 'd@demo.it')).toBe(true);
    expect(await flow.take('10.0.0.9', 'e@demo.it')).toBe(true);
    expect(await flow.take('10.0.0.9', 'f@demo.it')).toBe(false);
  });
});

describe('registration limit', () => {
  it('allows 3 registrations per e-mail, whatever its case', async () => {
    const flow = createFlowLimiter(
      'registration',
      { perIp: 20, perEmail: 3, windowMs: 60_000 },
      memoryStore(),
    );
    const allowed = (email: string) => flow.take('10.9.9.9', email);
    for (let i = 0; i < 3; i++) expect(await allowed('nuovo@demo.it')).toBe(true);
    expect(await allowed('Nuovo@Demo.it')).toBe(false);
    expect(await allowed('altro@demo.it')).toBe(true);
  });
});
