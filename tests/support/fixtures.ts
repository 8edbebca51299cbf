// Playwright's `test` with the data a test owns: `company` and `candidate` are accounts created for the test alone
// through the app's own registration endpoints (createTestCompany, createTestCandidate), usable with the demo
// password, and removed when the test ends, pass or fail; `accounts` creates more of them, removed likewise.
// `isJs` tells the 'js' project from the 'no-js' one by the browser's own setting. The two projects share one
// database and run at the same time: accounts of a test's own keep them apart without numbered seed slots.
// A test's candidate has no 'ultima modifica', so it sorts after the seeded candidates in every company's search:
// a test that takes the first candidate of a search takes a seeded one, never one another test may remove meanwhile.
import { test as base } from '@playwright/test';
import { createTestCompanyRecord, removeTestCompany, type TestCompany } from './company';
import { sql } from './db';
import { createTestCandidate, removeTestCandidate } from './principals';

export { expect } from '@playwright/test';

export type { TestCompany };
export type TestCandidate = Awaited<ReturnType<typeof createTestCandidate>>;

type Accounts = {
  company(options?: Parameters<typeof createTestCompanyRecord>[1]): Promise<TestCompany>;
  candidate(overrides?: Record<string, unknown>): Promise<TestCandidate>;
};

export const test = base.extend<{
  isJs: boolean;
  accounts: Accounts;
  company: TestCompany;
  candidate: TestCandidate;
}>({
  isJs: async ({ javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled !== false);
  },

  accounts: async ({ isJs }, provide) => {
    const prefix = `e2e-${isJs ? 'js' : 'nojs'}`;
    const removals: Array<() => Promise<void>> = [];
    await provide({
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
    });
    for (const remove of removals.reverse()) await remove();
  },

  company: async ({ accounts }, provide) => {
    await provide(await accounts.company());
  },

  candidate: async ({ accounts }, provide) => {
    await provide(await accounts.candidate());
  },
});
