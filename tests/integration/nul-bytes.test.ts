// Text with a NUL character is refused with 400 by every Strapi route (issue 15 hole: PostgreSQL cannot store it,
// so the insert failed with a 5xx after partial work). Runs on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { validPayload } from '../support/candidate-payload';
import { companyPayload, createTestCompany } from '../support/company';
import { jwtFor, strapi } from '../support/strapi';

const code = (body: Record<string, unknown>) =>
  ((body.error as { details?: { code?: string } } | undefined)?.details ?? {}).code;

describe('NUL in text', () => {
  it('is refused with 400 on public and authenticated routes, and nothing is stored', async () => {
    const email = `nul-${Date.now()}@esempio.it`;
    const candidate = await strapi('/api/create-profile', {
      method: 'POST',
      json: { data: { ...validPayload(), email, nome: 'Ma\u0000rio' } },
    });
    expect(candidate.status).toBe(400);
    expect(code(candidate.body)).toBe('nul');
    const company = await strapi('/api/create-profile/create-company', {
      method: 'POST',
      json: { data: companyPayload(`nul-c-${Date.now()}@esempio.it`, { nome: 'Officina\u0000' }) },
    });
    expect(company.status).toBe(400);
    const check = await strapi('/api/email-check', { method: 'POST', json: { email } });
    expect(check.status).toBe(200);

    const jwt = await jwtFor(await createTestCompany('nul'));
    const update = await strapi('/api/hr-companies/me', {
      method: 'PUT',
      jwt,
      json: { data: { nome: 'x\u0000y' } },
    });
    expect(update.status).toBe(400);
    expect(code(update.body)).toBe('nul');
    const search = await strapi('/api/human-resources?scheda_tecnica=fa%00nuc', { jwt });
    expect(search.status).toBe(400);
  });
});
