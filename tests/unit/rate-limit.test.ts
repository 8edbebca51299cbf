import { describe, expect, it } from 'vitest';
import { RateLimiter, clientIp, createFlowLimiter } from '~/server/rate-limit.server';

describe('RateLimiter', () => {
  it('limits after max hits within the window and frees the key afterwards', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.isLimited('k')).toBe(false);
      limiter.hit('k');
    }
    expect(limiter.isLimited('k')).toBe(true);
    expect(limiter.isLimited('other')).toBe(false);
    now = 1001;
    expect(limiter.isLimited('k')).toBe(false);
  });
  it('reset clears a key', () => {
    const limiter = new RateLimiter(1, 1000);
    limiter.hit('k');
    expect(limiter.isLimited('k')).toBe(true);
    limiter.reset('k');
    expect(limiter.isLimited('k')).toBe(false);
  });
});

describe('clientIp', () => {
  const withHeaders = (headers: Record<string, string>) => new Request('http://x/', { headers });

  it('takes the entry our proxy appended, not what the client wrote before it', () => {
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '203.0.113.7' }))).toBe('203.0.113.7');
    // A client sending "X-Forwarded-For: 1.2.3.4" through one proxy arrives as "1.2.3.4, <real address>".
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '1.2.3.4, 203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '1.2.3.4, 203.0.113.7, 10.0.0.2' }), { hops: 2 })).toBe(
      '203.0.113.7',
    );
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '2001:db8::1' }))).toBe('2001:db8::1');
  });

  it('ignores the headers a client can set itself, and garbage', () => {
    expect(clientIp(withHeaders({ 'X-Client-IP': '1.2.3.4', 'X-Real-IP': '1.2.3.5' }))).toBe('unknown');
    expect(clientIp(withHeaders({ 'X-Forwarded-For': 'not-an-address' }))).toBe('unknown');
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '203.0.113.7' }), { hops: 2 })).toBe('unknown');
    expect(clientIp(withHeaders({}))).toBe('unknown');
  });

  it('reads the platform header instead when CLIENT_IP_HEADER names one', () => {
    const request = withHeaders({ 'CF-Connecting-IP': '198.51.100.4', 'X-Forwarded-For': '1.2.3.4' });
    expect(clientIp(request, { header: 'CF-Connecting-IP' })).toBe('198.51.100.4');
    expect(clientIp(withHeaders({ 'X-Forwarded-For': '1.2.3.4' }), { header: 'CF-Connecting-IP' })).toBe(
      'unknown',
    );
  });

  it('never puts requests without an address into one shared counter', () => {
    const flow = createFlowLimiter({ perEmail: 2, perIp: 1, windowMs: 60_000 });
    const anonymous = new Request('http://x/');
    flow.hit(anonymous, 'uno@demo.it');
    flow.hit(anonymous, 'due@demo.it');
    // Past the per-IP limit of 1 if 'unknown' were a key; the per-e-mail limit still holds.
    expect(flow.isLimited(anonymous, 'tre@demo.it')).toBe(false);
    flow.hit(anonymous, 'uno@demo.it');
    expect(flow.isLimited(anonymous, 'uno@demo.it')).toBe(true);
  });

  it('keeps one counter for a client who forges a new address on every attempt', () => {
    const flow = createFlowLimiter({ perEmail: 100, perIp: 3, windowMs: 60_000 });
    const forged = (n: number) =>
      withHeaders({ 'X-Forwarded-For': `10.1.1.${n}, 203.0.113.9`, 'X-Client-IP': `10.2.2.${n}` });
    for (let n = 0; n < 3; n++) flow.hit(forged(n), `utente${n}@demo.it`);
    expect(flow.isLimited(forged(9), 'altro@demo.it')).toBe(true);
  });
});

describe('createFlowLimiter', () => {
  const request = (ip: string) => new Request('http://x/', { headers: { 'X-Forwarded-For': ip } });

  it('counts per e-mail (case-insensitive) and per IP', () => {
    const flow = createFlowLimiter({ perEmail: 2, perIp: 3, windowMs: 60_000 });
    flow.hit(request('10.0.0.1'), 'A@demo.it');
    flow.hit(request('10.0.0.2'), 'a@demo.it');
    expect(flow.isLimited(request('10.0.0.3'), 'a@demo.it')).toBe(true);
    expect(flow.isLimited(request('10.0.0.3'), 'b@demo.it')).toBe(false);
    flow.hit(request('10.0.0.9'), 'c@demo.it');
    flow.hit(request('10.0.0.9'), 'd@demo.it');
    flow.hit(request('10.0.0.9'), 'e@demo.it');
    expect(flow.isLimited(request('10.0.0.9'), 'f@demo.it')).toBe(true);
  });
});

describe('registration limit', () => {
  it('allows 3 registrations per e-mail, whatever its case', async () => {
    const { registrationAllowed } = await import('~/server/rate-limit.server');
    const request = new Request('http://x/', { headers: { 'X-Forwarded-For': '10.9.9.9' } });
    for (let i = 0; i < 3; i++) expect(registrationAllowed(request, 'nuovo@demo.it')).toBe(true);
    expect(registrationAllowed(request, 'Nuovo@Demo.it')).toBe(false);
    expect(registrationAllowed(request, 'altro@demo.it')).toBe(true);
  });
});
