// /api/me answers the caller's own account: the demo accounts as the README documents them, no secret field, and
// nothing without a valid token.
import { describe, expect, it } from 'vitest';
import { jwtFor, strapi, type Me } from '../../support/strapi';

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
