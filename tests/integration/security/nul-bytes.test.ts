// Text with a NUL character is refused with 400 by every Strapi route (issue 15 hole: PostgreSQL cannot store it,
// so the insert failed with a 5xx after partial work). Runs on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { validPayload } from '../../support/candidate-payload';
import { companyPayload, companyRow, createTestCompany } from '../../support/company';
import { sql } from '../../support/db';
import { jwtFor, strapi } from '../../support/strapi';

/** Rows of the account, candidate and company tables with this e-mail (what a refused registration must not leave). */
const storedWith = async (email: string) => {
  const [row] = await sql<{ n: number | string }>(
    `SELECT (SELECT count(*) FROM up_users WHERE email = ?) + (SELECT count(*) FROM hr_users WHERE email = ?)
       + (SELECT count(*) FROM hr_companies WHERE email = ?) AS n`,
    [email, email, email],
  );
  return Number(row.n);
};

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
    const companyEmail = `nul-c-${Date.now()}@esempio.it`;
    const company = await strapi('/api/create-profile/create-company', {
      method: 'POST',
      json: { data: companyPayload(companyEmail, { nome: 'Officina\u0000' }) },
    });
    expect(company.status).toBe(400);
    expect(code(company.body)).toBe('nul');
    // Nothing stored: no account, no candidate, no company under either address; the address is still free.
    expect(await storedWith(email)).toBe(0);
    expect(await storedWith(companyEmail)).toBe(0);
    const check = await strapi('/api/email-check', { method: 'POST', json: { email } });
    expect(check.status).toBe(200);
    expect(check.body.available).toBe(true);

    const accounts = ownAccounts('nul');
    const owner = await createTestCompany('nul');
    accounts.adopt(owner);
    const jwt = await jwtFor(owner);
    const before = await companyRow(owner);
    const update = await strapi('/api/hr-companies/me', {
      method: 'PUT',
      jwt,
      json: { data: { nome: 'x\u0000y' } },
    });
    expect(update.status).toBe(400);
    expect(code(update.body)).toBe('nul');
    const after = await companyRow(owner);
    expect(after.nome).toBe(before.nome);
    expect(after.updated_at).toEqual(before.updated_at);
    const search = await strapi('/api/human-resources?scheda_tecnica=fa%00nuc', { jwt });
    expect(search.status).toBe(400);
    await accounts.removeAll();
  });
});
