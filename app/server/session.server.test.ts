import { describe, expect, it } from 'vitest';
import { getJwt, sealJwt, sessionStorage, unsealJwt } from '#app/server/session.server.ts';

describe('sealed JWT', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MX0.sig';

  it('round-trips and never contains the JWT in clear', () => {
    const sealed = sealJwt(jwt);
    expect(sealed).not.toContain('eyJ');
    expect(unsealJwt(sealed)).toBe(jwt);
  });
  it('refuses tampered or foreign values', () => {
    const sealed = sealJwt(jwt);
    const [iv, tag, data] = sealed.split('.');
    const tampered = [iv, tag, (data[0] === 'A' ? 'B' : 'A') + data.slice(1)].join('.');
    expect(unsealJwt(tampered)).toBeNull();
    expect(unsealJwt('garbage')).toBeNull();
    expect(unsealJwt(undefined)).toBeNull();
  });
});

describe('the JWT of a Cookie header (getJwt, remembered per header)', () => {
  const cookieOf = async (jwt: string) => {
    const session = await sessionStorage.getSession();
    session.set('t', sealJwt(jwt));
    return (await sessionStorage.commitSession(session)).split(';')[0];
  };
  const request = (cookie?: string) =>
    new Request('http://localhost/company-home', cookie ? { headers: { Cookie: cookie } } : {});

  it('answers each header with its own JWT, the first time and the next ones', async () => {
    const [a, b] = [await cookieOf('jwt-a'), await cookieOf('jwt-b')];
    for (let round = 0; round < 2; round += 1) {
      expect(await getJwt(request(a))).toBe('jwt-a');
      expect(await getJwt(request(`csrf=x; ${b}`))).toBe('jwt-b');
    }
  });
  it('has none for no cookie, a forged one, or a session cookie signed with another secret', async () => {
    const genuine = await cookieOf('jwt-c');
    const forged = genuine.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
    for (let round = 0; round < 2; round += 1) {
      expect(await getJwt(request())).toBeNull();
      expect(await getJwt(request(forged))).toBeNull();
      expect(await getJwt(request('token=eyJ0IjoieCJ9.c2lnbmF0dXJl'))).toBeNull();
    }
  });
  it('stays bounded: a header seen long ago is read again, with the same answer', async () => {
    const first = await cookieOf('jwt-first');
    expect(await getJwt(request(first))).toBe('jwt-first');
    for (let n = 0; n < 600; n += 1) await getJwt(request(`other=${n}`));
    expect(await getJwt(request(first))).toBe('jwt-first');
  });
});
