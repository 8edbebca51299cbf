import { describe, expect, it } from 'vitest';
import { sealJwt, unsealJwt } from '~/server/session.server';

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
