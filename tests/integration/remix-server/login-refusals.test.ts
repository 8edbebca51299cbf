// The login form post of the Remix server refuses what a browser would not send: no CSRF token, a filled honeypot,
// missing, malformed or oversized fields: 4xx with Italian messages, never 5xx.
import { describe, expect, it } from 'vitest';
import { honeypotDefaults, openLogin, postLogin } from './login-form';

describe('login form post', () => {
  it('refuses a post without the CSRF token (403, Italian message)', async () => {
    const { jar, fields } = await openLogin();
    const { response, text } = await postLogin(jar, {
      ...honeypotDefaults(fields),
      csrf: 'falso',
      email: 'candidato@demo.it',
      password: 'Demo1234!',
    });
    expect(response.status).toBe(403);
    expect(text).toContain('La sessione del modulo è scaduta');
  });

  it('refuses a filled honeypot (400)', async () => {
    const { jar, fields } = await openLogin();
    const { response } = await postLogin(jar, {
      ...honeypotDefaults(fields),
      name__confirm: 'bot',
      email: 'candidato@demo.it',
      password: 'Demo1234!',
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { email: '12345', password: '' }],
    ['a 100 kB e-mail', { email: `${'x'.repeat(100_000)}@demo.it`, password: 'x' }],
    ['an e-mail array', { email: 'a@b.it', 'email[0]': 'c@d.it', password: 'x' }],
  ])('answers %s with 400 and messages, never 500', async (_name, values) => {
    const { jar, fields } = await openLogin();
    const { response, text } = await postLogin(jar, { ...honeypotDefaults(fields), ...values });
    expect(response.status).toBe(400);
    expect(text).toMatch(/Campo obbligatorio|formato dell|E-mail o password errate/);
  });
});
