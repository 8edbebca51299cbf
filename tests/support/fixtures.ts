// Playwright's `test` with the data a test owns: `company` and `candidate` are accounts created for the test alone
// (accounts.ts: through the app's own registration endpoints, usable with the demo password) and removed when the
// test ends, pass or fail; `accounts` creates more of them (options such as a Brand Card with a logo), removed
// likewise, and adopts the account a registration test makes through the forms (`accounts.adopt(email)`). `isJs` tells the 'js' project from the 'no-js' one by the browser's own setting. The two projects share
// one database and run at the same time: accounts of a test's own keep them apart without numbered seed slots.
import { test as base } from '@playwright/test';
import { ownAccounts, type Accounts, type TestCandidate, type TestCompany } from './accounts';

export { expect } from '@playwright/test';

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
    const accounts = ownAccounts(`e2e-${isJs ? 'js' : 'nojs'}`);
    await provide(accounts);
    await accounts.removeAll();
  },

  company: async ({ accounts }, provide) => {
    await provide(await accounts.company());
  },

  candidate: async ({ accounts }, provide) => {
    await provide(await accounts.candidate());
  },
});
