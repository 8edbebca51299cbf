// No built-in JWT secret (issue 15 hole): a token signed with a former development default is refused.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { strapi } from '../../support/strapi';

describe('no built-in JWT secret (issue 15 hole)', () => {
  /** An HS256 token for user 1 signed with `secret`, as an attacker who read the source would make it. */
  const forge = (secret: string) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 1, iat: now, exp: now + 3600 })}`;
    return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
  };

  it('a token signed with the former development default is refused', async () => {
    for (const secret of ['dev-only-jwt-secret-not-for-production', 'dev-only-session-secret-change-me']) {
      const me = await strapi('/api/me', { jwt: forge(secret) });
      expect(me.status).toBe(401);
    }
  });
});
