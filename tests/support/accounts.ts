// Accounts of a test's own, for Playwright (the `accounts` fixture, fixtures.ts) and the integration tests alike:
// created through the app's registration endpoints (createTestCompanyRecord, createTestCandidate), usable with the
// demo password, and removed together by `removeAll`, last created first. An account a test registers itself (the
// registration under test, through a form or an endpoint) is `adopt`ed, and removed with the others. Every test
// removes what it created: the stages share one database between files, and `npm test` fails when an account is left
// behind (scripts/lib/leftovers.mjs), since it would be the newest row of every later search.
// A test's candidate has no 'ultima modifica', so it sorts after the seeded candidates in every company's search:
// a test that takes the first candidate of a search takes a seeded one, never one another test may remove meanwhile.
import { createTestCompanyRecord, removeTestCompany, type TestCompany } from './company';
import { sql } from './db';
import { strapi } from './strapi';
import { createTestCandidate, removeTestCandidate } from './principals';

export type { TestCompany };
export type TestCandidate = Awaited<ReturnType<typeof createTestCandidate>>;

export type Accounts = {
  company(options?: Parameters<typeof createTestCompanyRecord>[1]): Promise<TestCompany>;
  candidate(overrides?: Record<string, unknown>): Promise<TestCandidate>;
  /** An account registered by the test itself: removed with the others, as a company, a candidate or a bare account. */
  adopt(email: string): void;
};

/** Accounts named `<prefix>-azienda-…` / `<prefix>-candidato-…`; call `removeAll` when the test is over. */
export function ownAccounts(prefix: string): Accounts & { removeAll(): Promise<void> } {
  const removals: Array<() => Promise<void>> = [];
  return {
    async company(options) {
      const company = await createTestCompanyRecord(`${prefix}-azienda`, options);
      removals.push(() => removeTestCompany(company.email));
      return company;
    },
    async candidate(overrides) {
      const candidate = await createTestCandidate(`${prefix}-candidato`, overrides);
      removals.push(() => removeTestCandidate(candidate.email));
      await sql('UPDATE hr_users SET ultima_modifica = NULL WHERE id = ?', [candidate.id]);
      return candidate;
    },
    adopt(email) {
      removals.push(() => removeRegistered(email));
    },
    async removeAll() {
      for (const remove of removals.splice(0).reverse()) await remove();
    },
  };
}

/**
 * Removes what a registration stored under `email`, whatever it got to: a company with what it owns, a candidate, or
 * an account without a record. Nothing when it stored nothing (a refused registration).
 */
async function removeRegistered(email: string): Promise<void> {
  const stored = async (table: string) =>
    (await sql(`SELECT id FROM ${table} WHERE lower(email) = lower(?)`, [email])).length > 0;
  if (await stored('hr_companies')) return removeTestCompany(email);
  if (await stored('hr_users')) return removeTestCandidate(email);
  if (!(await stored('up_users'))) return;
  const removal = await strapi('/api/test-hooks/remove-account', { method: 'POST', json: { email } });
  if (removal.status !== 200) throw new Error(`removing the account ${email} answered ${removal.status}`);
}

/**
 * Runs `work` while `candidate` reads as modified today (Europe/Rome), as one who has just registered: what an alert
 * job lists (whole Italian days of 'ultima modifica'). Then the date is unset again, so the candidate is the newest
 * of the searches only while the job runs, not for the rest of the test that will remove it.
 */
export async function modifiedTodayDuring<T>(candidate: { id: number }, work: () => Promise<T>): Promise<T> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  await sql('UPDATE hr_users SET ultima_modifica = ? WHERE id = ?', [today, candidate.id]);
  try {
    return await work();
  } finally {
    await sql('UPDATE hr_users SET ultima_modifica = NULL WHERE id = ?', [candidate.id]);
  }
}
