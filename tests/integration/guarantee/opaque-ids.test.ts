// Opaque ids where they leak volume (issue 39 item 15): a company's answers carried the sequential row ids of its
// guarantee reports (a company's first report showed id 6: five reports by other companies before it) and of its
// ledger lines (credit movements of every company share one sequence, so two pages a day apart counted everybody's
// purchases). Both are now the rows' documentIds.
import { afterAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('id-opachi');
afterAll(() => accounts.removeAll());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
/**
 * A documentId, never a row number: Strapi's are 24 lowercase letters and digits (the test helpers' own rows, such as
 * the credit adjustment of `setCredits`, carry ids of their own making, with a dot).
 */
const OPAQUE = /^(?!\d+$)[a-z0-9.]{16,}$/;

describe("ids in a company's answers", () => {
  it('its guarantee reports and its ledger lines are named by opaque ids, not row numbers', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 3);
    const candidate = await accounts.candidate();
    const jwt = await jwtFor(company.email);
    const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
      method: 'POST',
      jwt,
      json: { unlocked: true },
    });
    expect(unlocked.status).toBe(200);
    const made = await strapi(`/api/guarantee-reports/candidate/${candidate.id}`, {
      method: 'POST',
      jwt,
      json: { tentativo: 'entrambi', primo_tentativo: today() },
    });
    expect(made.status).toBe(201);
    const created = (made.body.data as { report: { id: unknown } }).report;
    expect(String(created.id)).toMatch(OPAQUE);

    const state = await strapi(`/api/guarantee-reports/candidate/${candidate.id}`, { jwt });
    expect(String((state.body.data as { report: { id: unknown } }).report.id)).toMatch(OPAQUE);
    const list = await strapi('/api/guarantee-reports', { jwt });
    expect(list.status).toBe(200);
    const ids = (list.body.data as Array<{ id: unknown }>).map((report) => String(report.id));
    expect(ids).toEqual([String(created.id)]);

    const ledger = await strapi('/api/shop/movements', { jwt });
    expect(ledger.status).toBe(200);
    const lines = ledger.body.data as Array<{ id: unknown }>;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(String(line.id)).toMatch(OPAQUE);
  });
});
