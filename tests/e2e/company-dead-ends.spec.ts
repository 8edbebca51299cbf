// Issue 23: dead ends a real company hit, with JavaScript on and off: agencies offered the Brand Card, Alert
// Database's 'Attiva', the phone menu after a choice, a typed purchase link during an exclusivity, and the small
// ones of item 8 (agreement, one word for free, the way on after Promuovi ricerca, another company's checkout,
// a missing job post).
import type { Page } from '@playwright/test';
import { login } from '../support/auth';
import { sql, withFailingWrites } from '../support/db';
import { expect, test } from '../support/fixtures';
import { remixSignIn } from '../support/remix';
import { setCredits } from '../support/search-db';
import { buy, pay, sessionIdOf } from '../support/shop';
import { jwtFor, strapi } from '../support/strapi';
import { publishJobPost } from '../support/job-post';

test('an agency is offered no Brand Card and /company-promote-brand sends it home', async ({
  page,
  accounts,
}) => {
  const agency = await accounts.company({ agency: true });
  await login(page, agency.email);
  await page.goto('/company-info');
  await expect(page.getByRole('heading', { name: 'Dati aziendali' })).toBeVisible();
  await expect(page.getByText('Brand Card')).toHaveCount(0);
  await page.goto('/company-promote-brand');
  await expect(page).toHaveURL(/\/company-home$/);
});

test("Alert Database's 'Attiva' activates it in one click, then offers the filters", async ({
  page,
  company,
}) => {
  await login(page, company.email);
  await page.goto('/company-upgrade?tab=alert-database');
  await expect(page.getByTestId('offer-alert_database')).toContainText('FREE');
  await page.getByTestId('offer-alert_database').getByRole('button', { name: 'Attiva' }).click();
  await expect(page.getByRole('status')).toContainText('Prodotto attivato.');
  const [row] = await sql<{ filtri: string | null }>('SELECT filtri FROM hr_companies WHERE id = ?', [
    company.id,
  ]);
  expect(row.filtri).toBeTruthy();
  await expect(page.getByText('Alert Database è attivo')).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'Configura i filtri' }).click();
  await expect(page).toHaveURL(/\/company-foryou\?configure=true/);
  // The same word for the same free product on /company-foryou.
  await page.goto('/company-foryou');
  await expect(page.getByTestId('alert-filtri')).toContainText('FREE');
  await expect(page.getByText('Gratis')).toHaveCount(0);
});

test('after activating Promuovi ricerca the shop leads to the first job post', async ({ page, company }) => {
  await login(page, company.email);
  await page.goto('/company-upgrade?tab=promuovi-ricerca');
  await page.getByTestId('offer-promuovi_ricerca').getByRole('button', { name: 'Attiva' }).click();
  await expect(page.getByRole('status')).toContainText('Prodotto attivato.');
  await page.getByRole('status').getByRole('link', { name: 'Crea il tuo annuncio' }).click();
  await expect(page).toHaveURL(/\/company-job-posts\?passo=1/);
});

test.describe('on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 800 } });
  test('the menu closes once a page is chosen', async ({ page, company }) => {
    await login(page, company.email);
    await page.goto('/company-home');
    const menu = page.getByRole('navigation', { name: 'Menu azienda' });
    await page.getByText('Menu', { exact: true }).click();
    await menu.getByRole('link', { name: 'Preferiti', exact: true }).click();
    await expect(page).toHaveURL(/\/company-favorites$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test('a typed purchase link of a candidate in exclusivity ends on the exclusivity notice', async ({
  page,
  accounts,
  candidate,
}) => {
  // Another company, an Alert New Profile subscriber, unlocks the candidate: 15 days of exclusivity.
  const holder = await accounts.company();
  await setCredits(holder.id, 1, true);
  const held = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
    method: 'POST',
    jwt: await jwtFor(holder.email),
  });
  expect(held.status).toBe(200);

  const company = await accounts.company();
  await setCredits(company.id, 1);
  await login(page, company.email);
  // The test's candidate sorts last: its card is not on the first page.
  await page.goto(`/company-home?acquista=${candidate.id}`);
  const buyDialog = page.getByRole('dialog', { name: 'Acquisto del profilo' });
  if (await buyDialog.isVisible()) await buyDialog.getByRole('button', { name: 'Conferma acquisto' }).click();
  const notice = page.getByRole('dialog', { name: 'Profilo in esclusiva' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('in esclusiva per un');
  // The credit untouched, by its exact value ('1' as a substring would pass for 10 or 21: issue 39 item 17).
  await expect(page.getByTestId('credito-residuo').locator('strong')).toHaveText('1');
});

test('the success page of a Brand Card says "Brand Card attivata."', async ({ page, company }) => {
  const jar = await remixSignIn(company.email);
  const checkout = await buy(jar, 'brand_card');
  expect(checkout.status).toBe(303);
  const success = new URL(await pay(checkout.location));
  await login(page, company.email);
  await page.goto(`${success.pathname}${success.search}`);
  await expect(page.getByTestId('payment-added')).toContainText('Brand Card attivata.');
});

test("another company's checkout session says only that the payment is not this company's", async ({
  page,
  accounts,
}) => {
  const owner = await accounts.company();
  const checkout = await buy(await remixSignIn(owner.email), 'card_crediti');
  expect(checkout.status).toBe(303);
  const other = await accounts.company();
  await login(page, other.email);
  await page.goto(`/payment-success?session_id=${sessionIdOf(checkout.location)}`);
  await expect(page.getByText('Questo pagamento non risulta della tua azienda.')).toBeVisible();
  await expect(page.getByText('non ti è stato addebitato nulla')).toHaveCount(0);
});

test("a missing or another company's job post answers 'Annuncio non trovato'", async ({ page, accounts }) => {
  const owner = await accounts.company();
  const jwt = await jwtFor(owner.email);
  await strapi('/api/shop/activate', { method: 'POST', jwt, json: { product: 'promuovi_ricerca' } });
  const created = await publishJobPost(jwt, { posizione: 'Tornitore' });
  expect(created.status).toBe(201);
  const other = await accounts.company();
  await login(page, other.email);
  for (const id of [(created.body.data as { documentId: string }).documentId, 'abcdefghij0123456789xyzw']) {
    const response = await page.goto(`/company-job-posts/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Annuncio non trovato' })).toBeVisible();
  }
});

test("an empty list of profiles says one thing: 'Nessun utente trovato'", async ({ page, company }) => {
  await login(page, company.email);
  // The recommended profiles, the favourites and the searches share this empty state.
  await page.goto('/company-favorites');
  await expect(page.getByText('Nessun utente trovato')).toBeVisible();
  await expect(page.getByText('Non abbiamo trovato risultati compatibili')).toHaveCount(0);
});

/** A published post of `company`'s own (Promuovi ricerca activated), opened on its page. */
async function ownPost(page: Page, email: string, posizione: string) {
  const jwt = await jwtFor(email);
  await strapi('/api/shop/activate', { method: 'POST', jwt, json: { product: 'promuovi_ricerca' } });
  const created = await publishJobPost(jwt, { posizione });
  expect(created.status).toBe(201);
  const id = (created.body.data as { documentId: string }).documentId;
  await login(page, email);
  await page.goto(`/company-job-posts/${id}`);
  await expect(page.getByTestId('job-post-status')).toHaveText('Visibile');
  return { jwt, id };
}

const VISIBILITY_ERROR = 'Non è stato possibile cambiare la visibilità, riprova.';

test('a visibility change Strapi fails to write says so and puts the switch back', async ({
  page,
  company,
}) => {
  const { id } = await ownPost(page, company.email, 'Fresatore');
  const toggle = page.getByTestId('visibility-toggle');
  // Strapi failing to write: the message, and the switch back on 'Visibile' (not the optimistic 'Nascosto').
  await withFailingWrites(
    { table: 'annuncis', operation: 'UPDATE', column: 'document_id', value: id },
    async () => {
      await toggle.click();
      await expect(page.getByRole('alert').filter({ hasText: VISIBILITY_ERROR })).toBeVisible();
    },
  );
  await expect(page.getByTestId('job-post-status')).toHaveText('Visibile');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
});

test('a visibility change refused because the post was archived meanwhile says so and shows it archived', async ({
  page,
  company,
}) => {
  const { jwt, id } = await ownPost(page, company.email, 'Alesatore');
  // Archived meanwhile, after the page was drawn (another tab, a colleague): Strapi refuses any change now.
  const archived = await strapi(`/api/annuncis/${id}`, {
    method: 'PUT',
    jwt,
    json: { data: { archiviato: true } },
  });
  expect(archived.status).toBe(200);
  await page.getByTestId('visibility-toggle').click();
  await expect(page.getByRole('alert').filter({ hasText: VISIBILITY_ERROR })).toBeVisible();
  // The post as it is now: archived, no switch left on the optimistic 'Nascosto' nor back on 'Visibile'.
  await expect(page.getByTestId('job-post-status')).toHaveText(
    'Questo annuncio è archiviato: non si può più modificare né rendere visibile.',
  );
  await expect(page.getByTestId('visibility-toggle')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/company-job-posts/${id}$`));
  // The message belonged to that one post: a reload draws the page without it.
  await page.reload();
  await expect(page.getByTestId('job-post-status')).toContainText('archiviato');
  await expect(page.getByText(VISIBILITY_ERROR)).toHaveCount(0);
});

test("'Annuncio aggiornato.' belongs to its save: gone after a failed save, a visibility change, a reload", async ({
  page,
  company,
}, testInfo) => {
  const { id } = await ownPost(page, company.email, 'Saldatore');
  const here = new RegExp(`/company-job-posts/${id}$`);
  const edit = page.getByRole('region', { name: 'Modifica annuncio' });
  const saved = page.getByRole('status').filter({ hasText: 'Annuncio aggiornato.' });
  const save = async (posizione: string) => {
    await edit.getByLabel('Posizione ricercata').fill(posizione);
    await edit.getByRole('button', { name: 'Salva modifiche' }).click();
  };

  await save('Saldatore TIG');
  await expect(saved).toBeVisible();
  await expect(page).toHaveURL(here);
  // A refused save (with JavaScript the browser-side check stops it): its message, not the notice before it.
  await save('');
  await expect(edit.getByText('Campo obbligatorio')).toBeVisible();
  await expect(saved).toHaveCount(0);
  // A save Strapi fails to write, after a successful one: the same.
  await save('Saldatore ad arco');
  await expect(saved).toBeVisible();
  await withFailingWrites(
    { table: 'annuncis', operation: 'UPDATE', column: 'document_id', value: id },
    async () => {
      await save('Saldatore a punti');
      await expect(
        edit.getByText("Non è stato possibile salvare l'annuncio, riprova più tardi."),
      ).toBeVisible();
    },
  );
  await expect(saved).toHaveCount(0);

  await save('Saldatore MIG');
  await expect(saved).toBeVisible();
  // A visibility change (a fetcher with JavaScript, a form post without).
  const toggle = page.getByTestId('visibility-toggle');
  const changed =
    testInfo.project.name === 'js'
      ? page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(id))
      : null;
  await toggle.click();
  await expect(page.getByTestId('job-post-status')).toHaveText('Nascosto');
  await changed;
  await expect(page.getByRole('heading', { level: 1, name: 'Saldatore MIG' })).toBeVisible();
  await expect(saved).toHaveCount(0);

  await save('Saldatore a filo');
  await expect(saved).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Saldatore a filo' })).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(page).toHaveURL(here);
});
