// Visit counters as the people involved see them (docs/decisions.md "Visit counters"), JavaScript on and off: a
// company's search shows a candidate's card (one view), opening the profile adds an extended view, both at most
// once a day per company; the candidate reads the sum on /profilo.
import { randomUUID } from 'node:crypto';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';

/** A second signed-in person in the same project (JavaScript on or off as the project says). */
async function personPage(browser: Browser, testInfo: TestInfo, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    locale: 'it-IT',
  });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

test("a company's search and a profile visit count on the candidate's /profilo, once a day", async ({
  page,
  browser,
  candidate,
  accounts,
}, testInfo) => {
  // A candidate of this test only: a made-up city that only this test searches, and no 'ultima modifica', so
  // it sorts last in every other search running at the same time.
  const city = `Visite${randomUUID().slice(0, 8)}`;
  await sql('UPDATE hr_users SET citta = ?, ultima_modifica = NULL WHERE id = ?', [city, candidate.id]);
  const companies = [await accounts.company(), await accounts.company()];
  const [first, second] = companies.map((company) => company.id);

  await login(page, candidate.email);
  const count = page.getByTestId('visite-profilo');
  // This test's companies' views, as stored (each company page counted before it answered): other tests' searches
  // running at the same time may show this candidate too, and count their own views.
  const ours = async () => {
    const [row] = await sql<{ n: number }>(
      `SELECT COUNT(*) AS n FROM visite WHERE visitato = ? AND tipo IN ('profilo', 'profilo_esteso')
         AND visitatore IN (?, ?)`,
      [candidate.id, first, second],
    );
    return Number(row.n);
  };
  const stored = async () => {
    const [row] = await sql<{ a: number; b: number }>(
      'SELECT visite_profilo AS a, visite_profilo_esteso AS b FROM hr_users WHERE id = ?',
      [candidate.id],
    );
    return Number(row.a) + Number(row.b);
  };
  // The candidate reads the sum of the counters on /profilo; its session's /api/me may be reused for up to
  // CURRENT_USER_CACHE_MS, so the page is loaded again until it shows what is stored.
  const seen = async (expected: number) => {
    expect(await ours()).toBe(expected);
    await expect
      .poll(async () => {
        await page.goto('/profilo');
        const shown = Number((await count.textContent())?.trim());
        return shown >= expected && shown === (await stored());
      })
      .toBe(true);
  };
  await seen(0);

  const company = await personPage(browser, testInfo, companies[0].email);
  const search = async (who: Page) => {
    await who.goto(`/company-home?residenza=${city}`);
    await expect(who.getByTestId('candidate-card')).toHaveCount(1);
  };
  await search(company);
  await seen(1);
  await search(company);
  await seen(1);

  await company.goto(`/resource-profile/${candidate.id}`);
  await expect(company.getByRole('heading', { name: 'Contatti' })).toBeVisible();
  await seen(2);
  await company.reload();
  await seen(2);

  // Another company counts again.
  const other = await personPage(browser, testInfo, companies[1].email);
  await search(other);
  await other.goto(`/resource-profile/${candidate.id}`);
  await seen(4);
  await company.context().close();
  await other.context().close();
});
