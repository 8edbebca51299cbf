// Run by `npm test` against a Strapi started on a throw-away PostgreSQL 15 cluster (DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { jwtFor, strapi } from '../support/strapi';

describe.runIf(process.env.POSTGRES_URL)('Strapi on PostgreSQL', () => {
  it('bootstraps, seeds and authenticates the demo accounts', async () => {
    const candidate = await strapi('/api/me', { jwt: await jwtFor('candidato@demo.it') });
    expect(candidate.status).toBe(200);
    expect((candidate.body as { hr_user: { nome: string } }).hr_user.nome).toBeTruthy();
    const company = await strapi('/api/me', { jwt: await jwtFor('azienda@demo.it') });
    expect((company.body as { hr_company: { crediti: number } }).hr_company.crediti).toBe(5);
  });

  it('enforces the same permissions', async () => {
    const jwt = await jwtFor('azienda0@demo.it');
    expect([403, 404, 405]).toContain(
      (await strapi('/api/hr-companies/1', { jwt, method: 'PUT', json: { data: { crediti: 99 } } })).status,
    );
    expect((await strapi('/api/users', { jwt })).status).toBe(403);
  });
});
