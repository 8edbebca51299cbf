// Issue 42 items 2 and 4, JavaScript on and off: a company opens a candidate's profile, saves it among its
// favourites and unlocks it through the pages; the candidate then reads, on /profilo, this week's numbers in the
// panel's table and chart, the company's name among the unlocks only, and what is missing of the profile as links
// to the wizard step.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { setCredits } from '../../support/search-db';

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

/** 'DD/MM' of this week's Monday in Italy: the label of the table's last row. */
function thisMonday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  const iso = day.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

test('the candidate sees the view, favourite and unlock of a company in the panel, week by week', async ({
  page,
  browser,
  candidate,
  company,
}, testInfo) => {
  await setCredits(company.id, 1);
  const [{ nome: firmName }] = await sql<{ nome: string }>('SELECT nome FROM hr_companies WHERE id = ?', [
    company.id,
  ]);
  // Languages left out, so the profile strength lists them.
  await sql("UPDATE hr_users SET lingue = '[]' WHERE id = ?", [candidate.id]);

  const firm = await personPage(browser, testInfo, company.email);
  await firm.goto(`/resource-profile/${candidate.id}`);
  await expect(firm.getByRole('heading', { name: 'Contatti' })).toBeVisible();
  const heart = firm.getByTestId('favourite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // A locked profile has no CV to download.
  await expect(firm.getByRole('link', { name: 'Scarica il CV (PDF)' })).toHaveCount(0);
  await firm.getByRole('link', { name: 'Acquista Profilo' }).click();
  await firm
    .getByRole('dialog', { name: 'Acquisto del profilo' })
    .getByRole('button', { name: 'Conferma acquisto' })
    .click();
  await expect(firm).toHaveURL(/\/company-unlocked-profiles$/);
  await firm.context().close();

  await login(page, candidate.email);
  await page.goto('/profilo');
  const panel = page.getByRole('region', { name: 'Il tuo profilo nelle ultime 8 settimane' });
  const table = panel.getByRole('table', { name: 'Settimana per settimana' });
  // A header row and eight weeks, the current one last.
  await expect(table.getByRole('row')).toHaveCount(9);
  const week = table.getByRole('row').last();
  await expect(week.getByRole('rowheader')).toHaveText(thisMonday());
  await expect(week.getByRole('cell')).toHaveText(['1', '1', '1', '0']);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Settimana dal',
    'Visite',
    'Preferiti',
    'Sblocchi',
    'Mi interessa',
  ]);
  // The chart is an image with the totals as its text alternative.
  await expect(
    panel.getByRole('img', { name: /1 visita, 1 preferito, 1 sblocco e 0 risposte/ }),
  ).toBeVisible();
  // The company is named for its unlock only.
  await expect(panel.getByTestId('attivita-sblocchi')).toContainText(firmName);

  // On a 360 px phone the panel (chart and five-column table) does not widen the page.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scrolling at 360 px',
  ).toBe(true);

  const strength = page.getByRole('region', { name: 'Completezza del profilo' });
  await expect(strength).toContainText(/Profilo completo al \d{1,2}%/);
  const languages = strength.getByRole('link', { name: 'Indica le lingue che conosci' });
  await expect(languages).toHaveAttribute('href', '/conoscenze-linguistiche');
  await languages.click();
  await expect(page).toHaveURL(/\/conoscenze-linguistiche$/);
});
