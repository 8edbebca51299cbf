// A 360 × 740 phone (issue 16): the company menu folds into a 'Menu' disclosure that opens without JavaScript, and
// the residence search of /company-home is on the first screen (the banners follow the results there). On a wide
// screen the menu stays one row of links, with no disclosure.
import type { Page } from '@playwright/test';
import { login } from '../../support/auth';
import { companyRow, editableCompany } from '../../support/company';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { remixSignIn } from '../../support/remix';
import { setCredits } from '../../support/search-db';
import { buy, pay } from '../../support/shop';
import { jwtFor, strapi } from '../../support/strapi';

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the company menu is compact and the search is on the first screen', async ({ page, company }) => {
    await login(page, company.email);
    await page.goto('/company-home');

    const header = page.getByRole('banner');
    const headerBox = (await header.boundingBox())!;
    // At most two short rows (the portal's name; the credit and 'Menu'), where the links took four.
    expect(headerBox.height).toBeLessThanOrEqual(100);
    await expect(page.getByTestId('credito-residuo')).toBeVisible();

    const search = page.getByLabel('Testo da cercare');
    await expect(search).toBeVisible();
    const box = (await search.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    // The banners are still on the page, after the results.
    await expect(page.getByRole('heading', { name: 'Promuovi il tuo brand' })).toBeAttached();

    // The links are behind the disclosure; opening it (no JavaScript needed) reaches every entry.
    const menu = page.getByRole('navigation', { name: 'Menu azienda' });
    await expect(menu).toBeHidden();
    await page.getByText('Menu', { exact: true }).click();
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Profili acquistati', 'Preferiti', 'Upgrade', 'FAQ']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await menu.getByRole('link', { name: 'Preferiti', exact: true }).click();
    await expect(page).toHaveURL(/\/company-favorites$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('on a wide screen the menu is one row of links without the disclosure', async ({ page, company }) => {
  await login(page, company.email);
  await page.goto('/company-home');
  await expect(page.getByText('Menu', { exact: true })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Menu azienda' });
  await expect(menu.getByRole('link', { name: 'Preferiti', exact: true })).toBeVisible();
  const search = (await page.getByLabel('Testo da cercare').boundingBox())!;
  const banner = (await page.getByRole('heading', { name: 'Promuovi il tuo brand' }).boundingBox())!;
  expect(banner.y).toBeLessThan(search.y);
});

/**
 * Issue 23: no page of either area scrolls sideways on a phone (the document as wide as the viewport, 360 and
 * 412 px), over every page a crawl of the area's links reaches from its home. /company-info was 480 px wide on a
 * 412 px screen once the company had a ledger row and an invoice, so the company here has both (an unlock, a paid
 * Card Crediti). The crawl keeps one URL per shape (ids and values folded), so a list of 20 cards costs one page.
 */
const SKIP =
  /^\/(logout|media\/|scarica-i-miei-dati|fatture\/[^/]+\.xml|alert-off\/|aggiornamento\/|stripe\/)/;
const shapeOf = (url: URL) =>
  `${url.pathname.replace(/\/[A-Za-z0-9]*\d[A-Za-z0-9]*(?=\/|$)/g, '/:id')}?${[
    ...new Set(url.searchParams.keys()),
  ]
    .sort()
    .join('&')}`;

async function crawlForWidth(page: Page, start: string, limit = 70): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [start];
  const wide: string[] = [];
  let visited = 0;
  while (queue.length && visited < limit) {
    const path = queue.shift()!;
    visited += 1;
    await page.setViewportSize({ width: 360, height: 740 });
    // A link that answers a file (an invoice's XML) starts a download instead of a page: nothing to measure.
    const response = await page.goto(path).catch(() => null);
    if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    for (const width of [360, 412]) {
      await page.setViewportSize({ width, height: 740 });
      const [documentWidth, viewport] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      if (documentWidth > viewport) wide.push(`${path} at ${width} px: ${documentWidth} px`);
    }
    const hrefs = await page
      .locator('a[href]:not([download])')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin || SKIP.test(url.pathname)) continue;
      url.hash = '';
      const shape = shapeOf(url);
      if (seen.has(shape)) continue;
      seen.add(shape);
      queue.push(`${url.pathname}${url.search}`);
    }
  }
  expect(visited, 'the crawl reached pages beyond the start').toBeGreaterThan(3);
  return wide;
}

/** A ledger row with a candidate (an unlock) and an invoice row (a paid Card Crediti): the tables that widened
 * /company-info. */
async function addLedgerRowAndInvoice(company: { id: number; email: string }) {
  await setCredits(company.id, 2);
  const jwt = await jwtFor(company.email);
  const [candidate] = await sql<{ id: number }>(
    'SELECT id FROM hr_users WHERE ultima_modifica IS NOT NULL ORDER BY id LIMIT 1',
  );
  const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, { method: 'POST', jwt });
  expect(unlocked.status).toBe(200);
  const jar = await remixSignIn(company.email);
  const checkout = await buy(jar, 'card_crediti');
  expect(checkout.status).toBe(303);
  await pay(checkout.location);
  await expect
    .poll(
      async () =>
        (await sql('SELECT id FROM invoices_hr_company_lnk WHERE hr_company_id = ?', [company.id])).length,
    )
    .toBeGreaterThan(0);
}

test.describe('no sideways scrolling on a phone', () => {
  test('every page of the company area fits 360 and 412 px', async ({ page, company }) => {
    // About 70 page shapes, each measured at two widths: minutes on a loaded 2-core machine.
    test.setTimeout(900_000);
    await addLedgerRowAndInvoice(company);
    await login(page, company.email);
    expect(await crawlForWidth(page, '/company-home')).toEqual([]);
  });

  // Issue 39 item 2: with an active Brand Card, /company-info and /company-promote-brand were 438 px wide (the
  // website's URL did not wrap). A company with every optional panel filled: brand (logo, description, a long
  // website), work address, subscriptions, ledger and invoices; the crawl starts from each of the two pages.
  test('a company with a Brand Card, a long website and every panel filled fits 360 and 412 px', async ({
    page,
    accounts,
  }) => {
    test.setTimeout(300_000);
    const company = await accounts.company({
      logo: true,
      // No hyphen to wrap at (a browser breaks after one): a 55-character host name is wider than a phone's panel.
      sito: 'https://www.officinemeccanichediprecisionelombardesrl.it/stabilimenti',
    });
    const saved = await strapi('/api/hr-companies/me', {
      method: 'PUT',
      jwt: await jwtFor(company.email),
      json: { data: editableCompany(await companyRow(company.email)) },
    });
    expect(saved.status).toBe(200);
    await addLedgerRowAndInvoice(company);
    await login(page, company.email);
    const wide = [
      ...(await crawlForWidth(page, '/company-info', 4)),
      ...(await crawlForWidth(page, '/company-promote-brand', 4)),
    ];
    expect(wide).toEqual([]);
  });

  test('every page of the candidate area fits 360 and 412 px', async ({ page, candidate }) => {
    test.setTimeout(300_000);
    await login(page, candidate.email);
    expect(await crawlForWidth(page, '/profilo')).toEqual([]);
  });
});
