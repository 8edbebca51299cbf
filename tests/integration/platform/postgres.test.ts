// Run by `npm test` against a Strapi started on a throw-away PostgreSQL 15 cluster (DATABASE_URL).
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { validPayload } from '../../support/candidate-payload';
import { companyPayload } from '../../support/company';
import { jwtFor, strapi } from '../../support/strapi';

/** The registrations a test makes, removed after it. */
const accounts = ownAccounts('postgres');
afterEach(() => accounts.removeAll());

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

  it('simultaneous registrations of one new address make one account; the others hear 400, never 500', async () => {
    // Only PostgreSQL runs these in parallel (SQLite serialises them on its one connection): the unique index
    // decides, and registerAccount turns the loser's error into "taken".
    for (const path of ['/api/create-profile', '/api/create-profile/create-company']) {
      const email = `doppio.${Date.now()}@esempio.it`;
      accounts.adopt(email);
      const data = path.endsWith('create-company')
        ? { ...companyPayload(email) }
        : { ...validPayload(), email };
      const statuses = (
        await Promise.all(Array.from({ length: 6 }, () => strapi(path, { method: 'POST', json: { data } })))
      ).map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200 || s === 201),
        `${path} ${statuses}`,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 400),
        `${path} ${statuses}`,
      ).toHaveLength(5);
    }
  });
});
