// The shop (issue 14), with JavaScript on and off: Upgrade from the menu, checkout on the Stripe stand-in's page
// (scripts/lib/fake-stripe.mjs), the success and error pages, the menu credit, the ledger, the agency's single tab,
// and the way from the insufficient-credits dialog to a Smart Card and an unlock.
// azienda@demo.it keeps its 5 credits and azienda0@demo.it its 0 for the other suites (login.spec checks them):
// each buyer is a company of the test's own, set to the same balance as the demo account it stands for.
import { type Page } from '@playwright/test';
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { setCredits } from '../../support/search-db';
import { buyableCard } from '../../support/search-page';

async function buyOnStandIn(page: Page, offer: string) {
  await page
    .getByTestId(`offer-${offer}`)
    .getByRole('button', { name: /Acquista|Rinnova/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Checkout di prova' })).toBeVisible();
}

test('Card Crediti: Upgrade from the menu, pay on the checkout page, credit 10, the ledger, a reload changes nothing', async ({
  page,
  company,
}) => {
  await setCredits(company.id, 5);
  await login(page, company.email);
  await page.goto('/company-home');
  await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 5');

  await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
  await expect(page).toHaveURL(/\/company-upgrade/);
  await expect(page.getByRole('link', { name: 'Apl', exact: true })).toHaveCount(0);
  const card = page.getByTestId('offer-card_crediti');
  await expect(card).toContainText('Card Crediti');
  await expect(card).toContainText('2.900,00');
  await expect(page.getByTestId('offer-success_fee').getByRole('link')).toHaveAttribute(
    'href',
    /^mailto:.*subject=/,
  );
  // Tabs are links: the free Alert Database shows its struck list price and FREE.
  await page.getByRole('link', { name: 'Alert Database', exact: true }).click();
  await expect(page.getByTestId('offer-alert_database')).toContainText('FREE');
  await expect(page.getByTestId('offer-alert_database').locator('s')).toContainText('490,00');
  await page.getByRole('link', { name: 'CARD', exact: true }).click();

  await buyOnStandIn(page, 'card_crediti');
  await expect(page.getByText('3.538,00')).toBeVisible();
  await page.getByRole('button', { name: 'Paga' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento andato a buon fine!' })).toBeVisible();
  await expect(page.getByTestId('payment-added')).toContainText('Card Crediti: 5 crediti');
  await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 10');
  const success = page.url();

  await page.goto('/company-info');
  const ledger = page.getByTestId('movimenti-crediti');
  await expect(ledger.locator('tbody tr').first()).toContainText('Acquisto: Card Crediti');
  await expect(ledger.locator('tbody tr').first()).toContainText('+5');
  await expect(ledger.locator('tbody tr').first().locator('td').last()).toHaveText('10');
  // Its invoice (issue 13): the courtesy copy names this buyer, and the XML downloads.
  const [buyer] = await sql<{ nome: string; piva: string }>(
    'SELECT nome, piva FROM hr_companies WHERE id = ?',
    [company.id],
  );
  await ledger
    .locator('tbody tr')
    .first()
    .getByRole('link', { name: /^Fattura n\. \d+\/\d{4}$/ })
    .click();
  const copy = page.getByRole('main');
  await expect(copy).toContainText('Cessionario / committente');
  await expect(copy).toContainText(buyer.nome);
  await expect(copy).toContainText(buyer.piva);
  await expect(copy).toContainText('IVA 22%');
  await expect(copy).toContainText('3.538,00');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Scarica XML (FatturaPA)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^IT\d{11}_[0-9A-Z]{5}\.xml$/);

  await page.goto(success);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pagamento andato a buon fine!' })).toBeVisible();
  await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 10');
});

test('cancelling on the checkout page lands on the error page, nothing credited', async ({
  page,
  company,
}) => {
  await setCredits(company.id, 2);
  await login(page, company.email);
  await page.goto('/company-upgrade');
  await buyOnStandIn(page, 'smart_card');
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('heading', { name: 'Qualcosa è andato storto.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Riprova' })).toHaveAttribute('href', '/company-upgrade');
  await expect(page.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 2');
});

test('an agency sees only the Apl tab', async ({ page }) => {
  await login(page, 'agenzia@demo.it');
  await page.goto('/company-upgrade?tab=card');
  const tabs = page.getByRole('navigation', { name: 'Prodotti' }).getByRole('link');
  await expect(tabs).toHaveText(['Apl']);
  await expect(page.getByTestId('offer-apl_card')).toContainText('APL Card');
  await expect(page.getByTestId('offer-card_crediti')).toHaveCount(0);
});

test('from the insufficient-credits dialog to a Smart Card, then the unlock', async ({ page, company }) => {
  // Like azienda0@demo.it (no credits), which the other suites need at 0 in both projects.
  await setCredits(company.id, 0);
  await login(page, company.email);
  await page.goto('/company-home?bucket=altri');
  const card = buyableCard(page);
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  await card.getByRole('link', { name: 'Acquista Profilo' }).click();
  await expect(page.getByRole('heading', { name: 'Crediti insufficienti' })).toBeVisible();
  await page.getByRole('link', { name: 'Acquista crediti' }).click();
  await expect(page).toHaveURL(/\/company-upgrade/);

  await buyOnStandIn(page, 'smart_card');
  await page.getByRole('button', { name: 'Paga' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento andato a buon fine!' })).toBeVisible();
  await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 10');

  await page.goto('/company-home?bucket=altri');
  const same = page.getByTestId('candidate-card').filter({ hasText: name }).first();
  await same.getByRole('link', { name: 'Acquista Profilo' }).click();
  await expect(page.getByRole('heading', { name: 'Acquisto del profilo' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma acquisto' }).click();
  await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 9');
});
