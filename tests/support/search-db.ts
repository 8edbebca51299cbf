// SQLite helpers of the search/unlock tests (issue 6): pick seeded companies and candidates, give a
// company an exact credit balance, read a candidate's real contact data to prove it never leaks.
import { openTestDb } from './db';

type CompanyRow = { id: number; email: string; piva: string; provincia: string | null };

/** The n-th seeded company that is not a demo account, with its login e-mail. */
export function seededCompany(n: number): CompanyRow {
  const db = openTestDb();
  try {
    const row = db
      .prepare(
        `SELECT c.id AS id, u.email AS email, c.piva AS piva,
                coalesce(c.lavoro_provincia, c.io_provincia) AS provincia FROM hr_companies c
         JOIN hr_companies_user_lnk l ON l.hr_company_id = c.id
         JOIN up_users u ON u.id = l.user_id
         WHERE u.email NOT LIKE '%@demo.it' ORDER BY c.id LIMIT 1 OFFSET ?`,
      )
      .get(n) as CompanyRow | undefined;
    if (!row) throw new Error(`no seeded company #${n}`);
    return row;
  } finally {
    db.close();
  }
}

/** Sets plain credits, removes every subscription credit and the Alert New Profile flag. */
export function setCredits(companyId: number, crediti: number): void {
  const db = openTestDb();
  try {
    db.prepare(
      'UPDATE hr_companies SET crediti = ?, crediti_abbonamento = 0, abbonamento_np = 0 WHERE id = ?',
    ).run(crediti, companyId);
    db.prepare(
      `UPDATE subscriptions SET crediti_residui = 0 WHERE id IN
       (SELECT subscription_id FROM subscriptions_hr_company_lnk WHERE hr_company_id = ?)`,
    ).run(companyId);
  } finally {
    db.close();
  }
}

export function companyCredits(companyId: number): { crediti: number; crediti_abbonamento: number } {
  const db = openTestDb();
  try {
    return db
      .prepare('SELECT crediti, crediti_abbonamento FROM hr_companies WHERE id = ?')
      .get(companyId) as { crediti: number; crediti_abbonamento: number };
  } finally {
    db.close();
  }
}

export function unlockCount(companyId: number): number {
  const db = openTestDb();
  try {
    const row = db.prepare(`SELECT count(*) AS n FROM unlocks WHERE chiave LIKE ?`).get(`${companyId}:%`) as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}

export function movementCount(companyId: number): number {
  const db = openTestDb();
  try {
    const row = db
      .prepare(
        `SELECT count(*) AS n FROM credit_movements m
         JOIN credit_movements_hr_company_lnk l ON l.credit_movement_id = m.id
         WHERE l.hr_company_id = ? AND m.reason = 'unlock'`,
      )
      .get(companyId) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

export type Contact = { id: number; email: string; telefono: string; indirizzo: string };

export function candidateContact(id: number): Contact {
  const db = openTestDb();
  try {
    return db.prepare('SELECT id, email, telefono, indirizzo FROM hr_users WHERE id = ?').get(id) as Contact;
  } finally {
    db.close();
  }
}

/** A (company, candidate) pair where the candidate blacklisted that company's VAT number. */
export function blacklistedPair(): { company: CompanyRow; candidateId: number; citta: string } {
  const db = openTestDb();
  try {
    const companies = db
      .prepare(
        `SELECT c.id AS id, u.email AS email, c.piva AS piva,
                coalesce(c.lavoro_provincia, c.io_provincia) AS provincia FROM hr_companies c
         JOIN hr_companies_user_lnk l ON l.hr_company_id = c.id
         JOIN up_users u ON u.id = l.user_id WHERE c.piva IS NOT NULL ORDER BY c.id`,
      )
      .all() as CompanyRow[];
    for (const company of companies) {
      const row = db
        .prepare(`SELECT id, citta FROM hr_users WHERE blacklisted_pivas LIKE ? ORDER BY id LIMIT 1`)
        .get(`%"${company.piva}"%`) as { id: number; citta: string } | undefined;
      if (row) return { company, candidateId: row.id, citta: row.citta };
    }
    throw new Error('the seed has no blacklisted pair');
  } finally {
    db.close();
  }
}

export function addFavouriteRow(companyId: number, candidateId: number): void {
  const db = openTestDb();
  try {
    db.prepare(
      `INSERT OR IGNORE INTO favourites (document_id, chiave, created_at, updated_at)
       VALUES (?, ?, ?, ?)`,
    ).run(`fav${companyId}x${candidateId}`, `${companyId}:${candidateId}`, Date.now(), Date.now());
  } finally {
    db.close();
  }
}

/** The competence area with most candidates in a province (a filter combination with results). */
export function busiestArea(provincia: string): string {
  const db = openTestDb();
  try {
    const row = db
      .prepare(
        `SELECT a.value AS value, count(*) AS n FROM hr_users h
         JOIN hr_users_aree_di_competenza_lnk l ON l.hr_user_id = h.id
         JOIN aree_di_competenzas a ON a.id = l.aree_di_competenza_id
         WHERE h.provincia = ? GROUP BY a.value ORDER BY n DESC, a.value LIMIT 1`,
      )
      .get(provincia) as { value: string } | undefined;
    if (!row) throw new Error(`no candidate in ${provincia}`);
    return row.value;
  } finally {
    db.close();
  }
}
