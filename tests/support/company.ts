// Companies of a test's own: registered through the real create-company endpoint, then (as only the database can
// do without reading mails) confirmed and given the demo password, so tests never mutate the demo accounts.
import { deleteOwnRecord, sql } from './db';
import { removeTeam } from './team';
import { solidPng } from './png';
import { addSubscription } from './search-db';
import { jwtFor, strapi } from './strapi';

const digits = (length: number) =>
  `${Date.now()}${Math.floor(Math.random() * 1e9)}`.slice(-length).padStart(length, '3');

export function companyPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    nome: `Test Company ${digits(5)}`,
    piva: digits(11),
    cf: digits(11),
    email,
    telefono: '0212345678',
    referente: 'Mario Rossi',
    funzione: 'HR',
    indirizzo_legale: 'Via Roma 1',
    il_citta: 'Milano',
    il_provincia: 'MI',
    il_cap: '20121',
    indirizzo_operativo: 'Via Torino 2',
    io_citta: 'Milano',
    io_provincia: 'MI',
    io_cap: '20122',
    settore: 'Meccanica',
    codice_ateco: '25.62.00',
    sdi: 'ABC1234',
    check_veridicita: true,
    check_agenzia: false,
    numero_addetti: '10 - 50',
    mansioni_preferite: [{ mansione_preferita: 'Operatore CNC' }],
    punti_forza: [{ punto_forza: 'Welfare aziendale' }],
    ...overrides,
  };
}

/**
 * Registers a company and makes it usable with the demo password; returns its e-mail. `brand`: a live Brand Card;
 * `logo`: a Brand Card and a brand configured as 'Configure Brand' saves it (a logo, a description and the website
 * `https://www.esempio.it/<the e-mail's local part>`, or `sito`), so the company is in the candidates' strip of logos.
 */
export async function createTestCompany(
  prefix: string,
  options: { brand?: boolean; logo?: boolean; agency?: boolean; sito?: string } = {},
): Promise<string> {
  const email = `${prefix}-${digits(9)}@esempio.it`;
  const agency = { check_agenzia: true, aut_min: 'AUT/123/2020', codice_ateco: '78.10.00' };
  const created = await strapi('/api/create-profile/create-company', {
    method: 'POST',
    json: { data: companyPayload(email, options.agency ? agency : {}) },
  });
  if (created.status !== 201)
    throw new Error(`create-company answered ${created.status}: ${JSON.stringify(created.body)}`);
  await sql(
    `UPDATE up_users SET confirmed = ?,
       password = (SELECT password FROM up_users WHERE email = 'azienda@demo.it')
     WHERE email = ?`,
    [true, email],
  );
  if (options.brand || options.logo) {
    // The flag follows a live Brand Card subscription (issue 14): both, as the shop's fulfilment writes them.
    await sql('UPDATE hr_companies SET abbonamento_brand = ? WHERE email = ?', [true, email]);
    const [company] = await sql<{ id: number }>('SELECT id FROM hr_companies WHERE email = ?', [email]);
    await addSubscription(company.id, 'brand_card', 5, 30);
  }
  if (options.logo) await configureBrand(email, options.sito);
  return email;
}

/** The brand through the Strapi call of the brand page (app/features/brand/brand.server.ts), as the company itself. */
async function configureBrand(email: string, sito?: string): Promise<void> {
  const body = new FormData();
  body.set(
    'logo',
    new Blob([new Uint8Array(solidPng(64, [30, 90, 160]))], { type: 'image/png' }),
    'logo.png',
  );
  body.set('descrizione', 'Azienda di prova.');
  body.set('sito_web_link', sito ?? `https://www.esempio.it/${email.split('@')[0]}`);
  const saved = await strapi('/api/hr-companies/me/brand', {
    method: 'POST',
    jwt: await jwtFor(email),
    body,
  });
  if (saved.status !== 200) throw new Error(`brand answered ${saved.status}: ${JSON.stringify(saved.body)}`);
}

export type TestCompany = { id: number; documentId: string; email: string; piva: string; provincia: string };

/** createTestCompany, answering the record's id, documentId, VAT number and province with the e-mail. */
export async function createTestCompanyRecord(
  prefix: string,
  options: Parameters<typeof createTestCompany>[1] = {},
): Promise<TestCompany> {
  const email = await createTestCompany(prefix, options);
  const [row] = await sql<TestCompany>(
    'SELECT id, document_id AS "documentId", email, piva, io_provincia AS provincia FROM hr_companies WHERE email = ?',
    [email],
  );
  return { ...row, id: Number(row.id) };
}

/** The stored company record (snake_case columns; booleans as 0/1 on both databases, as SQLite stores them). */
export async function companyRow(email: string): Promise<Record<string, unknown>> {
  const [row] = await sql<Record<string, unknown>>('SELECT * FROM hr_companies WHERE email = ?', [email]);
  if (!row) throw new Error(`no company ${email}`);
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value]),
  );
}

/** The body of PUT /api/hr-companies/me that saves `row` (a companyRow) as it is, with one work address. */
export const editableCompany = (row: Record<string, unknown>) => ({
  nome: row.nome,
  telefono: row.telefono,
  referente: row.referente,
  funzione: row.funzione,
  indirizzo_legale: row.indirizzo_legale,
  il_citta: row.il_citta,
  il_provincia: row.il_provincia,
  il_cap: row.il_cap,
  indirizzo_operativo: row.indirizzo_operativo,
  io_citta: row.io_citta,
  io_provincia: row.io_provincia,
  io_cap: row.io_cap,
  indirizzo_lavoro: 'Via Lavoro 3',
  lavoro_citta: 'Monza',
  lavoro_provincia: 'MB',
  lavoro_cap: '20900',
  settore: row.settore,
  codice_ateco: row.codice_ateco,
  sdi: row.sdi,
  numero_addetti: '<10',
  mansioni_preferite: [{ mansione_preferita: 'Fresatore' }],
  punti_forza: [{ punto_forza: 'Clima aziendale' }],
});

/**
 * A company's own records, each joined to it through Strapi's link table `<table>_hr_company_lnk`. Not its invoices:
 * an invoice number is never given back (invoice_counters), and the year's numbers must stay 1..n without gaps, as
 * tests/integration/invoices/invoices.test.ts checks over the whole year whatever ran before it; they stay, without company.
 */
const OWNED = [
  // Its credit-guarantee reports (issue 26) first: they link to its unlocks.
  ['guarantee_reports', 'guarantee_report_id'],
  // The recruiter's pipeline (issue 43): the team's notes and the API keys.
  ['candidate_notes', 'candidate_note_id'],
  ['company_api_keys', 'api_key_id'],
  ['favourites', 'favourite_id'],
  ['unlocks', 'unlock_id'],
  ['credit_movements', 'credit_movement_id'],
  ['payments', 'payment_id'],
  ['subscriptions', 'subscription_id'],
  ['annuncis', 'annunci_id'],
] as const;

/** Removes a company of a test's own with what it owns (purchases, credits, unlocks, favourites, job posts). */
export async function removeTestCompany(email: string): Promise<void> {
  await deleteOwnRecord('company', email, async (id) => {
    await removeTeam(id);
    for (const [table, column] of OWNED)
      await sql(
        `DELETE FROM ${table} WHERE id IN (SELECT ${column} FROM ${table}_hr_company_lnk WHERE hr_company_id = ?)`,
        [id],
      );
  });
}
