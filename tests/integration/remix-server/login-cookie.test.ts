// The login form post of the Remix server sets the session cookie: httpOnly, SameSite=Lax, a day long, and not the
// Strapi JWT itself.
import { describe, expect, it } from 'vitest';
import { honeypotDefaults, openLogin, postLogin } from './login-form';

describe('login form post', () => {
  it('sets an httpOnly, SameSite=Lax `token` cookie of 86400 s that does not contain the JWT', async () => {
    const { jar, fields } = await openLogin();
    const { response } = await postLogin(jar, {
      ...honeypotDefaults(fields),
      email: 'candidato@demo.it',
      password: 'Demo1234!',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/profilo');
    const token = response.headers.getSetCookie().find((c) => c.startsWith('token='))!;
    expect(token).toMatch(/HttpOnly/i);
    expect(token).toMatch(/SameSite=Lax/i);
    expect(token).toMatch(/Max-Age=86400/);
    expect(token).not.toContain('eyJhbGciOi');
    expect(
      Buffer.from(decodeURIComponent(token.split(';')[0].slice(6)).split('.')[0], 'base64').toString(),
    ).not.toContain('eyJ');
  });
});
