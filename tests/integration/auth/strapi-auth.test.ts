// The Strapi half of the foundation: roles, /api/me, ownership, e-mails pointing at the Remix app.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linkIn, waitForMail } from '../../support/mail';
import { jwtFor, strapi } from '../../support/strapi';

type Me = {
  id: number;
  email: string;
  password?: unknown;
  resetPasswordToken?: unknown;
  confirmationToken?: unknown;
  hr_user: Record<string, unknown> | null;
  hr_company: Record<string, unknown> | null;
};

describe('demo accounts and /api/me', () => {
  it('the demo candidate has a complete profile and no company', async () => {
    const { status, body } = await strapi('/api/me', { jwt: await jwtFor('candidato@demo.it') });
    expect(status).toBe(200);
    const me = body as unknown as Me;
    expect(me.email).toBe('candidato@demo.it');
    expect(me.hr_company).toBeNull();
    for (const field of [
      'nome',
      'cognome',
      'nascita',
      'telefono',
      'indirizzo',
      'provincia',
      'citta',
      'cap',
      'scheda_tecnica',
      'lingue',
    ]) {
      expect(me.hr_user?.[field], field).toBeTruthy();
    }
    expect(me).not.toHaveProperty('password');
    expect(me).not.toHaveProperty('resetPasswordToken');
    expect(me).not.toHaveProperty('confirmationToken');
  });

  it('the demo companies have the documented credits, address and agency data', async () => {
    const azienda = (await strapi('/api/me', { jwt: await jwtFor('azienda@demo.it') })).body as unknown as Me;
    expect(azienda.hr_user).toBeNull();
    expect(azienda.hr_company).toMatchObject({
      crediti: 5,
      crediti_abbonamento: 0,
      lavoro_citta: 'Milano',
      lavoro_provincia: 'MI',
    });

    const zero = (await strapi('/api/me', { jwt: await jwtFor('azienda0@demo.it') })).body as unknown as Me;
    expect(
      ((zero.hr_company?.crediti ?? 0) as number) + ((zero.hr_company?.crediti_abbonamento ?? 0) as number),
    ).toBe(0);

    const agenzia = (await strapi('/api/me', { jwt: await jwtFor('agenzia@demo.it') })).body as unknown as Me;
    expect(agenzia.hr_company?.codice_ateco).toBe('78.10.00');
    expect(String(agenzia.hr_company?.aut_min ?? '').trim()).not.toBe('');
  });

  it('refuses /api/me without a valid token', async () => {
    // Strapi's own answer to a caller without a token on a route of the authenticated role; a 500 is no refusal.
    expect([401, 403]).toContain((await strapi('/api/me')).status);
    expect((await strapi('/api/me', { jwt: 'not-a-jwt' })).status).toBe(401);
  });
});

describe('who may read or change what', () => {
  it('a company cannot read or change another company through the REST API', async () => {
    const jwt = await jwtFor('azienda0@demo.it');
    const other = ((await strapi('/api/me', { jwt: await jwtFor('azienda@demo.it') })).body as unknown as Me)
      .hr_company!;
    for (const id of [other.id, other.documentId]) {
      const read = await strapi(`/api/hr-companies/${id}`, { jwt });
      expect([403, 404]).toContain(read.status);
      const write = await strapi(`/api/hr-companies/${id}`, {
        jwt,
        method: 'PUT',
        json: { data: { crediti: 999 } },
      });
      expect([403, 404, 405]).toContain(write.status);
    }
    const after = ((await strapi('/api/me', { jwt: await jwtFor('azienda@demo.it') })).body as unknown as Me)
      .hr_company!;
    expect(after.crediti).toBe(5);
  });

  it('a candidate cannot change users, roles or other profiles', async () => {
    const jwt = await jwtFor('candidato@demo.it');
    const me = (await strapi('/api/me', { jwt })).body as unknown as Me;
    const selfUpdate = await strapi(`/api/users/${me.id}`, {
      jwt,
      method: 'PUT',
      json: { confirmed: true, role: 1 },
    });
    expect([403, 404, 405]).toContain(selfUpdate.status);
    expect((await strapi('/api/users', { jwt })).status).toBe(403);
    expect([403, 404]).toContain((await strapi('/api/hr-users', { jwt })).status);
    expect([403, 404]).toContain((await strapi('/api/users-permissions/roles', { jwt })).status);
  });

  it('public registration through Strapi is closed', async () => {
    const { status } = await strapi('/api/auth/local/register', {
      method: 'POST',
      json: { username: 'intruso', email: 'intruso@example.com', password: 'Intruso1234!' },
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});

describe('e-mails point at the Remix app, in Italian', () => {
  it('the reset-password mail links to /reset-password?code=', async () => {
    const since = Date.now();
    const { status } = await strapi('/api/auth/forgot-password', {
      method: 'POST',
      json: { email: 'azienda0@demo.it' },
    });
    expect(status).toBe(200);
    const mail = await waitForMail('azienda0@demo.it', { since, link: '/reset-password' });
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100');
    expect(link.searchParams.get('code')).toMatch(/\w{10,}/);
    expect(`${mail.subject} ${mail.text ?? mail.html}`).toMatch(/password/i);
    expect(mail.subject).toMatch(/[àèéìòù]|password|Recupero|Reimposta/i);
  });
});

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
