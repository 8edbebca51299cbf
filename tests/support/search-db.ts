// Database helpers of the search, unlock, favourites and blacklist tests (issue 6), on SQLite and PostgreSQL alike
// (see `sql`): give a company an exact credit balance, read a candidate's real contact data to prove it never leaks,
// make the rows a check needs (a blacklisting candidate).
import { randomUUID } from 'node:crypto';
import type { Accounts, TestCompany } from './accounts';
import { sql } from './db';

const count = async (text: string, params: unknown[]) =>
  Number((await sql<{ n: number | string }>(text, params))[0].n);

/**
 * Sets plain credits, removes every subscription credit and sets Alert New Profile (default off). The flag and
 * exclusivity follow a live subscription (issue 14), so "on" adds a live Alert New Profile subscription and "off"
 * ends the company's ones yesterday.
 */
export async function setCredits(companyId: number, crediti: number, alertNewProfile = false): Promise<void> {
  const [old] = await sql<{ crediti: number; crediti_abbonamento: number }>(
    'SELECT crediti, crediti_abbonamento FROM hr_companies WHERE id = ?',
    [companyId],
  );
  await adjustment(companyId, crediti - Number(old.crediti), 'crediti');
  await adjustment(companyId, -Number(old.crediti_abbonamento), 'crediti_abbonamento');
  await sql('UPDATE hr_companies SET crediti = ?, crediti_abbonamento = 0, abbonamento_np = ? WHERE id = ?', [
    crediti,
    alertNewProfile,
    companyId,
  ]);
  await sql(
    `UPDATE subscriptions SET crediti_residui = 0 WHERE id IN
     (SELECT subscription_id FROM subscriptions_hr_company_lnk WHERE hr_company_id = ?)`,
    [companyId],
  );
  if (alertNewProfile) await addSubscription(companyId, 'alert_new_profile', 4, 365);
  else
    await sql(
      `UPDATE subscriptions SET data_scadenza = ? WHERE product_codice = 'alert_new_profile' AND data_scadenza >= ?
       AND id IN (SELECT subscription_id FROM subscriptions_hr_company_lnk WHERE hr_company_id = ?)`,
      [isoDay(-1), isoDay(0), companyId],
    );
}

/**
 * A credit movement explaining a balance a test sets by hand, so that every company's movements still sum to its
 * balance (the credit ledger's invariant, checked by tests/integration/shop/shop.test.ts).
 */
async function adjustment(companyId: number, amount: number, tipo: 'crediti' | 'crediti_abbonamento') {
  if (amount === 0) return;
  const now = new Date();
  const [row] = await sql<{ id: number }>(
    `INSERT INTO credit_movements (document_id, amount, tipo_credito, reason, date, note, created_at, updated_at,
       published_at) VALUES (?, ?, ?, 'refund', ?, 'Rettifica di test', ?, ?, ?) RETURNING id`,
    [`adj${companyId}x${now.getTime()}${Math.random()}`.slice(0, 36), amount, tipo, now, now, now, now],
  );
  await sql('INSERT INTO credit_movements_hr_company_lnk (credit_movement_id, hr_company_id) VALUES (?, ?)', [
    row.id,
    companyId,
  ]);
}

const isoDay = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date);
};

/** A live subscription row of a product (no credits), as the shop's fulfilment writes it, running `days` days. */
export async function addSubscription(
  companyId: number,
  codice: string,
  productId: number,
  days: number,
  residui = 0,
): Promise<number> {
  const now = new Date();
  const [row] = await sql<{ id: number }>(
    `INSERT INTO subscriptions (document_id, product_id, product_codice, data_sottoscrizione, data_scadenza,
       crediti_residui, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      `sub${companyId}x${now.getTime()}${Math.random()}`.slice(0, 36),
      productId,
      codice,
      isoDay(0),
      isoDay(days),
      residui,
      now,
      now,
      now,
    ],
  );
  await sql('INSERT INTO subscriptions_hr_company_lnk (subscription_id, hr_company_id) VALUES (?, ?)', [
    row.id,
    companyId,
  ]);
  return row.id;
}

/** A valid credit subscription (a Smart Card, product 2) of `residui` credits, added to the company's balance. */
export async function addCreditSubscription(companyId: number, residui: number): Promise<number> {
  const now = new Date();
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = await sql<{ id: number }>(
    `INSERT INTO subscriptions (document_id, product_id, data_sottoscrizione, data_scadenza, crediti_residui,
       created_at, updated_at, published_at) VALUES (?, 2, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [`sub${companyId}x${now.getTime()}`, day(0), day(30), residui, now, now, now],
  );
  await sql('INSERT INTO subscriptions_hr_company_lnk (subscription_id, hr_company_id) VALUES (?, ?)', [
    row.id,
    companyId,
  ]);
  await sql('UPDATE hr_companies SET crediti_abbonamento = crediti_abbonamento + ? WHERE id = ?', [
    residui,
    companyId,
  ]);
  await adjustment(companyId, residui, 'crediti_abbonamento');
  return row.id;
}

export async function subscriptionCredits(subscriptionId: number): Promise<number> {
  const [row] = await sql<{ n: number }>('SELECT crediti_residui AS n FROM subscriptions WHERE id = ?', [
    subscriptionId,
  ]);
  return row.n;
}

export async function companyCredits(
  companyId: number,
): Promise<{ crediti: number; crediti_abbonamento: number }> {
  const [row] = await sql<{ crediti: number; crediti_abbonamento: number }>(
    'SELECT crediti, crediti_abbonamento FROM hr_companies WHERE id = ?',
    [companyId],
  );
  return row;
}

export const unlockCount = (companyId: number): Promise<number> =>
  count('SELECT count(*) AS n FROM unlocks WHERE chiave LIKE ?', [`${companyId}:%`]);

/** The company's unlock movements, all or of one kind of credit. */
export const movementCount = (companyId: number, tipo?: 'crediti' | 'crediti_abbonamento'): Promise<number> =>
  count(
    `SELECT count(*) AS n FROM credit_movements m
     JOIN credit_movements_hr_company_lnk l ON l.credit_movement_id = m.id
     WHERE l.hr_company_id = ? AND m.reason = 'unlock'${tipo ? ' AND m.tipo_credito = ?' : ''}`,
    tipo ? [companyId, tipo] : [companyId],
  );

export type Contact = { id: number; email: string; telefono: string; indirizzo: string };

export async function candidateContact(id: number): Promise<Contact> {
  const [row] = await sql<Contact>('SELECT id, email, telefono, indirizzo FROM hr_users WHERE id = ?', [id]);
  return row;
}

/**
 * A company of the test's own and a candidate of its own who blacklisted that company's VAT number when registering,
 * alone in a made-up comune (`citta`), so that a search of that comune finds the candidate or nothing.
 */
export async function blacklistedPair(accounts: Accounts): Promise<{
  company: TestCompany;
  candidateId: number;
  citta: string;
}> {
  const company = await accounts.company();
  const candidate = await accounts.candidate({ blacklisted_pivas: [{ piva: company.piva }] });
  const citta = `Esclusa${randomUUID().slice(0, 8)}`;
  await sql('UPDATE hr_users SET citta = ? WHERE id = ?', [citta, candidate.id]);
  return { company, candidateId: candidate.id, citta };
}

export const favouriteCount = (companyId: number, candidateId: number): Promise<number> =>
  count('SELECT count(*) AS n FROM favourites WHERE chiave = ?', [`${companyId}:${candidateId}`]);

export async function addFavouriteRow(companyId: number, candidateId: number): Promise<void> {
  const now = new Date();
  await sql(
    `INSERT INTO favourites (document_id, chiave, created_at, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
    [`fav${companyId}x${candidateId}`, `${companyId}:${candidateId}`, now, now],
  );
}

/** Sets a candidate's ultima_modifica (a date, or null) and returns the previous value, to restore it. */
export async function setUltimaModifica(id: number, value: string | null): Promise<string | null> {
  const [row] = await sql<{ value: string | null }>(
    'SELECT CAST(ultima_modifica AS TEXT) AS value FROM hr_users WHERE id = ?',
    [id],
  );
  await sql('UPDATE hr_users SET ultima_modifica = ? WHERE id = ?', [value, id]);
  return row.value;
}

/** The competence area with most candidates in a province (a filter combination with results). */
export async function busiestArea(provincia: string): Promise<string> {
  const [row] = await sql<{ value: string }>(
    `SELECT a.value AS value, count(*) AS n FROM hr_users h
     JOIN hr_users_aree_di_competenza_lnk l ON l.hr_user_id = h.id
     JOIN aree_di_competenzas a ON a.id = l.aree_di_competenza_id
     WHERE h.provincia = ? GROUP BY a.value ORDER BY n DESC, a.value LIMIT 1`,
    [provincia],
  );
  if (!row) throw new Error(`no candidate in ${provincia}`);
  return row.value;
}
