// Strapi's REST API lets no one reach what is not theirs: a company cannot read or change another company, a
// candidate cannot change users, roles or other profiles.
import { describe, expect, it } from 'vitest';
import { jwtFor, strapi, type Me } from '../../support/strapi';

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
});
