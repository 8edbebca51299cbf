// Accounts of a test's own, for Playwright (the `accounts` fixture, fixtures.ts) and the integration tests alike:
// created through the app's registration endpoints (createTestCompanyRecord, createTestCandidate), usable with the
// demo password, and removed together by `removeAll`, last created first.
// A test's candidate has no 'ultima modifica', so it sorts after the seeded candidates in every company's search:
// a test that takes the first candidate of a search takes a seeded one, never one another test may remove meanwhile.
import { createTestCompanyRecord, removeTestCompany, type TestCompany } from './company';
import { sql } from './db';
import { createTestCandidate, removeTestCandidate } from './principals';

export type { TestCompany };
export type TestCandidate = Awaited<ReturnType<typeof createTestCandidate>>;

export type Accounts = {
  company(options?: Parameters<typeof createTestCompanyRecord>[1]): Promise<TestCompany>;
  candidate(overrides?: Record<string, unknown>): Promise<TestCandidate>;
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
    async removeAll() {
      for (const remove of removals.splice(0).reverse()) await remove();
    },
  };
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
