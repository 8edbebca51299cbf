// The company endpoints of Strapi, called as a third party or an attacker holding a JWT would call them.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { companyPayload, companyRow, editableCompany } from '../../support/company';
import { jwtFor, strapi } from '../../support/strapi';

/** Each test's companies are its own, registered ones too, removed after it. */
const accounts = ownAccounts('company-profile');
afterEach(() => accounts.removeAll());

const editable = editableCompany;

describe('POST /api/create-profile/create-company', () => {
  it('validates with the shared rules', async () => {
    const bad = await strapi('/api/create-profile/create-company', {
      method: 'POST',
      json: {
        data: companyPayload('rules@esempio.it', {
          piva: '123',
          cf: 'abc',
          codice_ateco: '78.10.00',
          check_veridicita: false,
          mansioni_preferite: [1, 2, 3, 4].map(() => ({ mansione_preferita: 'Tornitore' })),
        }),
      },
    });
    expect(bad.status).toBe(400);
    const errors = (bad.body.error as { details: { errors: Record<string, string> } }).details.errors;
    expect(errors).toMatchObject({
      piva: 'piva',
      cf: 'cf',
      aut_min: 'required',
      check_veridicita: 'veridicita',
      mansioni_preferite: 'mansioniMax',
    });
  });

  it('refuses a used e-mail and ignores credits, subscriptions and visits in the payload', async () => {
    const taken = await strapi('/api/create-profile/create-company', {
      method: 'POST',
      json: { data: companyPayload('azienda@demo.it') },
    });
    expect(taken.status).toBe(400);
    expect((taken.body.error as { details: unknown }).details).toEqual({ code: 'email_taken' });

    const email = `forged-${Date.now()}@esempio.it`;
    accounts.adopt(email);
    const created = await strapi('/api/create-profile/create-company', {
      method: 'POST',
      json: {
        data: companyPayload(email, {
          crediti: 500,
          abbonamento_brand: true,
          visite_azienda: 99,
          codice_ateco: '7810',
          check_agenzia: false,
          aut_min: 'Aut. 123',
        }),
      },
    });
    expect(created.status).toBe(201);
    const row = await companyRow(email);
    expect(row.crediti).toBe(0);
    expect(row.abbonamento_brand).toBe(0);
    expect(row.visite_azienda).toBe(0);
    // An agency ATECO code ticks check_agenzia whatever the client sent.
    expect(row.check_agenzia).toBe(1);
    expect(row.aut_min).toBe('Aut. 123');
  });
});

describe('PUT /api/hr-companies/me', () => {
  it("changes only the caller's own record; another company's id is unreachable", async () => {
    const { email: first } = await accounts.company();
    const { email: second } = await accounts.company();
    const firstRow = await companyRow(first);
    const jwtB = await jwtFor(second);

    const update = await strapi('/api/hr-companies/me', {
      method: 'PUT',
      jwt: jwtB,
      json: { data: { ...editable(await companyRow(second)), nome: 'Seconda Srl' } },
    });
    expect(update.status).toBe(200);
    expect((await companyRow(second)).nome).toBe('Seconda Srl');
    expect((await companyRow(first)).nome).toBe(firstRow.nome);

    const docId = String(firstRow.document_id);
    for (const method of ['PUT', 'DELETE'] as const) {
      const attempt = await strapi(`/api/hr-companies/${docId}`, {
        method,
        jwt: jwtB,
        json: { data: { nome: 'Rubata' } },
      });
      expect([403, 404, 405]).toContain(attempt.status);
    }
    const read = await strapi(`/api/hr-companies/${docId}`, { jwt: jwtB });
    expect(read.status).toBe(403);
    expect((await companyRow(first)).nome).toBe(firstRow.nome);
  });

  it('refuses writes to credits, subscriptions, visits and aut_min', async () => {
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    const before = await companyRow(email);
    const base = editable(before);
    for (const forged of [
      { crediti: 100 },
      { crediti_abbonamento: 100 },
      { abbonamenti: [1] },
      { visite_azienda: 1000 },
      { aut_min: 'Aut. falsa' },
      { abbonamento_brand: true },
      { abbonamento_np: true },
      { abbonamento_jp: true },
      { email: 'altra@esempio.it' },
      // A company changing its own P. IVA would escape the candidates' blacklists that name it (issue 15).
      { piva: '12345678903' },
      { cf: '12345678903' },
    ]) {
      const result = await strapi('/api/hr-companies/me', {
        method: 'PUT',
        jwt,
        json: { data: { ...base, ...forged } },
      });
      expect(result.status, JSON.stringify(forged)).toBe(400);
    }
    const row = await companyRow(email);
    expect([row.crediti, row.crediti_abbonamento, row.visite_azienda, row.abbonamento_brand]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(row.aut_min).toBeNull();
    expect([row.piva, row.cf]).toEqual([before.piva, before.cf]);
  });

  it('validates like the form and is closed to anonymous callers and candidates', async () => {
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    const invalid = await strapi('/api/hr-companies/me', {
      method: 'PUT',
      jwt,
      json: { data: { ...editable(await companyRow(email)), codice_ateco: 'X', mansioni_preferite: [] } },
    });
    expect(invalid.status).toBe(400);
    expect((invalid.body.error as { details: { errors: unknown } }).details.errors).toMatchObject({
      codice_ateco: 'ateco',
      mansioni_preferite: 'mansioniMin',
    });

    expect((await strapi('/api/hr-companies/me', { method: 'PUT', json: { data: {} } })).status).toBe(403);
    const candidate = await jwtFor('candidato@demo.it');
    expect(
      (await strapi('/api/hr-companies/me', { method: 'PUT', jwt: candidate, json: { data: {} } })).status,
    ).toBe(403);
  });
});

describe('POST /api/hr-companies/me/brand', () => {
  it('needs the Brand Card and checks the file content', async () => {
    const without = await jwtFor('azienda0@demo.it');
    const form = new FormData();
    form.set('descrizione', 'Descrizione');
    form.set('sito_web_link', 'https://esempio.it');
    expect(
      (await strapi('/api/hr-companies/me/brand', { method: 'POST', jwt: without, body: form })).status,
    ).toBe(403);

    const { email } = await accounts.company({ brand: true });
    const jwt = await jwtFor(email);
    const fake = new FormData();
    fake.set('descrizione', 'Descrizione');
    fake.set('sito_web_link', 'https://esempio.it');
    // A GIF that claims to be a PNG.
    fake.set('logo', new Blob([Buffer.from('GIF89a-not-a-png')], { type: 'image/png' }), 'finto.png');
    const refused = await strapi('/api/hr-companies/me/brand', { method: 'POST', jwt, body: fake });
    expect(refused.status).toBe(400);
    expect((refused.body.error as { details: { errors: unknown } }).details.errors).toMatchObject({
      logo: 'type',
    });
  });
});
