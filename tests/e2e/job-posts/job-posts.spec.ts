// Job posts (issue 10), with JavaScript on and off: a company of the test's own activates 'Promuovi ricerca',
// publishes a post through the three steps of 'Crea il tuo annuncio', finds it under the published section; a
// candidate of the test's own sees it on the board and says 'Mi interessa'; the company sees that candidate
// (locked) under the post, is told 'Campo obbligatorio' for an empty posizione without losing the other fields,
// hides the post (gone from the board), archives it after the confirmation (archived section, no toggle).
// Test-owned accounts, so the demo accounts' state that other specs rely on stays as it is.
import type { Browser, Page } from '@playwright/test';
import { login } from '../../support/auth';
import { withFailingWrites } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { REMIX } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';
import { letterTag } from '../../support/tag';

/** The answer to the next POST to a path containing `path` (a fetcher's request, with JavaScript). */
const posted = (page: Page, path: string) =>
  page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(path));

async function candidatePage(browser: Browser, javaScriptEnabled: boolean, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: REMIX, locale: 'it-IT', javaScriptEnabled });
  const page = await context.newPage();
  await login(page, email);
  return page;
}

test('a company publishes a post in three steps, a candidate is interested, the company hides and archives it', async ({
  page,
  browser,
  company: { email: company },
  candidate,
  isJs: js,
}) => {
  test.setTimeout(120_000);
  const posizione = `Saldatore TIG ${letterTag()}`;

  // Without 'Promuovi ricerca' the page invites to activate it (free) in the shop.
  await login(page, company);
  await page.locator('header nav').getByRole('link', { name: 'Promuovi ricerca', exact: true }).click();
  await expect(page).toHaveURL(/\/company-job-posts$/);
  await expect(page.getByRole('heading', { name: 'Annunci pubblicati' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Attiva Promuovi ricerca (FREE)' }).click();
  await expect(page).toHaveURL(/tab=promuovi-ricerca/);
  await page.getByTestId('offer-promuovi_ricerca').getByRole('button', { name: 'Attiva' }).click();
  await expect(page.getByText('Prodotto attivato.')).toBeVisible();

  // The search screen's banner opens the wizard.
  await page.goto('/company-home');
  await page.getByRole('main').getByRole('link', { name: 'Promuovi ricerca', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Crea il tuo annuncio' });
  await expect(wizard.getByText('Avanzamento: 1 su 3')).toBeVisible();
  await expect(wizard.getByRole('heading', { name: 'Posizione ricercata' })).toBeVisible();
  const next = wizard.getByRole('button', { name: 'Avanti' });
  if (js) {
    // 'Avanti' stays disabled until posizione is valid; the message shows on every change.
    await expect(next).toBeDisabled();
    await wizard.getByLabel('Posizione ricercata').fill('x');
    await wizard.getByLabel('Posizione ricercata').fill('');
    await expect(wizard.getByText('Campo obbligatorio')).toBeVisible();
    await expect(next).toBeDisabled();
  } else {
    // Without JavaScript the server judges the post.
    await next.click();
    await expect(wizard.getByText('Campo obbligatorio')).toBeVisible();
  }
  await wizard.getByLabel('Posizione ricercata').fill(posizione);
  await next.click();
  await expect(wizard.getByText('Avanzamento: 2 su 3')).toBeVisible();
  await wizard.getByLabel('Esperienza').selectOption('Tra i 5 ed i 10 anni');
  await wizard.getByLabel('Qualifica').selectOption('Operaio');
  // 'Indietro' keeps what was typed (server-side draft), also across a reload.
  await wizard.getByRole('button', { name: 'Indietro' }).click();
  await expect(wizard.getByText('Avanzamento: 1 su 3')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Posizione ricercata')).toHaveValue(posizione);
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(wizard.getByText('Avanzamento: 2 su 3')).toBeVisible();
  await expect(wizard.getByLabel('Esperienza')).toHaveValue('Tra i 5 ed i 10 anni');
  await wizard.getByRole('button', { name: 'Avanti' }).click();
  await expect(wizard.getByText('Avanzamento: 3 su 3')).toBeVisible();
  // Defaults: the second entry of the province list, R.A.L. under_30K.
  await expect(wizard.getByLabel('Luogo di lavoro')).toHaveValue('AL');
  await expect(wizard.getByLabel('R.A.L. prevista')).toHaveValue('under_30K');
  await wizard.getByLabel('Luogo di lavoro').selectOption({ label: 'Brescia' });
  await wizard.getByLabel('Tipo di contratto').selectOption('indeterminato');
  await wizard.getByLabel('Benefits aziendali').fill('Mensa aziendale');
  await wizard.getByRole('button', { name: 'Pubblica' }).click();

  const success = page.getByRole('dialog', { name: 'Annuncio pubblicato' });
  await expect(success.getByText("L'annuncio è stato creato nel modo corretto.")).toBeVisible();
  await success.getByRole('link', { name: 'Vai ai tuoi annunci' }).click();
  const published = page.getByRole('region', { name: 'Annunci pubblicati' });
  const card = published.getByTestId('job-post').filter({ hasText: posizione });
  await expect(card).toContainText('Brescia (BS)');
  await expect(card).toContainText('Visibile');
  await expect(card).toContainText('Ancora nessun interessato');
  await expect(card).toContainText(/Creato il \d{2}\/\d{2}\/\d{4}/);

  // The candidate finds it on the board and says 'Mi interessa'.
  const candidateTab = await candidatePage(browser, js, candidate.email);
  await candidateTab.goto('/bacheca-annunci');
  const post = candidateTab.getByTestId('annuncio').filter({ hasText: posizione });
  await expect(post).toContainText('Brescia (BS)');
  // With JavaScript 'Interessato' shows at once (optimistic): wait for the post itself.
  const saved = js ? posted(candidateTab, '/bacheca-annunci') : null;
  await post.getByRole('button', { name: 'Mi interessa' }).click();
  await saved;
  await expect(post.getByRole('button', { name: 'Interessato', exact: true })).toBeDisabled();

  // The company sees the candidate under the post, locked (no contact data on the page).
  await page.reload();
  await expect(published.getByTestId('job-post').filter({ hasText: posizione })).toContainText(
    '1 candidato interessato',
  );
  await page.getByRole('link', { name: `Apri l'annuncio ${posizione}` }).click();
  await expect(page.getByRole('heading', { name: posizione, level: 1 })).toBeVisible();
  const interested = page.getByTestId('candidate-card').filter({ hasText: 'Verdi' });
  await expect(interested.first()).toBeVisible();
  await expect(interested.first().getByRole('link', { name: 'Acquista Profilo' })).toBeVisible();
  // The search's favourite heart works on these cards too.
  const heart = interested.first().getByTestId('favourite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const favourite = js ? posted(page, `/company-job-posts/`) : null;
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await favourite)?.status() ?? 200).toBe(200);
  expect(await page.content()).not.toContain(candidate.email);
  expect(await page.content()).not.toContain(candidate.telefono);

  // The edit form: an empty posizione is refused and keeps the other fields.
  const edit = page.getByRole('region', { name: 'Modifica annuncio' });
  await edit.getByLabel('Posizione ricercata').fill('');
  await edit.getByLabel('Benefits aziendali').fill('Mensa e welfare');
  await edit.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(edit.getByText('Campo obbligatorio')).toBeVisible();
  await expect(edit.getByLabel('Benefits aziendali')).toHaveValue('Mensa e welfare');
  await expect(edit.getByLabel('Luogo di lavoro')).toHaveValue('BS');

  // Hiding: gone from the board.
  const toggle = page.getByTestId('visibility-toggle');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  // With JavaScript the switch moves at once (optimistic): wait for the post itself.
  const hidden = js ? posted(page, `/company-job-posts/`) : null;
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Nascosto', { exact: true })).toBeVisible();
  expect((await hidden)?.status() ?? 200).toBe(200);
  await candidateTab.reload();
  await expect(candidateTab.getByTestId('annuncio').filter({ hasText: posizione })).toHaveCount(0);

  // Archiving, after a confirmation that says it is irreversible.
  await page.getByRole('link', { name: 'Archivia', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: "Archiviare l'annuncio?" });
  await expect(confirm).toContainText('irreversibile');
  await confirm.getByRole('button', { name: 'Archivia definitivamente' }).click();
  await expect(page.getByText('Questo annuncio è archiviato')).toBeVisible();
  await expect(page.getByTestId('visibility-toggle')).toHaveCount(0);
  await page.getByRole('link', { name: 'Torna ai tuoi annunci' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Annunci archiviati' })
      .getByTestId('job-post')
      .filter({ hasText: posizione }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Annunci pubblicati' }).getByText(posizione)).toHaveCount(0);
  await candidateTab.context().close();
});

test("a failed publication shows 'Errore' and 'Chiudi' returns to step 3 with everything typed", async ({
  page,
  company: { email: company },
}, testInfo) => {
  const activated = await strapi('/api/shop/activate', {
    method: 'POST',
    jwt: await jwtFor(company),
    json: { product: 'promuovi_ricerca' },
  });
  expect(activated.status).toBe(200);
  const posizione = `Guasto-${testInfo.project.name}-${letterTag()}`;
  await login(page, company);
  await page.goto('/company-job-posts?passo=1');
  const wizard = page.getByRole('dialog', { name: 'Crea il tuo annuncio' });
  await wizard.getByLabel('Posizione ricercata').fill(posizione);
  await wizard.getByRole('button', { name: 'Avanti' }).click();
  await expect(wizard.getByText('Avanzamento: 2 su 3')).toBeVisible();
  await wizard.getByRole('button', { name: 'Avanti' }).click();
  await expect(wizard.getByText('Avanzamento: 3 su 3')).toBeVisible();
  await wizard.getByLabel('Benefits aziendali').fill('Premio di produzione');
  await withFailingWrites(
    { table: 'annuncis', operation: 'INSERT', column: 'posizione', value: posizione },
    async () => {
      await wizard.getByRole('button', { name: 'Pubblica' }).click();
      const failure = page.getByRole('dialog', { name: 'Errore' });
      await expect(
        failure.getByText(
          "C'è stato un errore nella creazione dell'annuncio, riprova in seguito o contatta il supporto clienti",
        ),
      ).toBeVisible();
      // Post/redirect/get: the step's own address, not the post's `?index&passo=3`.
      await expect(page).toHaveURL(/\/company-job-posts\?passo=3$/);
      await failure.getByRole('link', { name: 'Chiudi' }).click();
    },
  );
  await expect(wizard.getByText('Avanzamento: 3 su 3')).toBeVisible();
  await expect(wizard.getByLabel('Benefits aziendali')).toHaveValue('Premio di produzione');
  // Nothing was published; the second attempt goes through.
  await wizard.getByRole('button', { name: 'Pubblica' }).click();
  await expect(page.getByRole('dialog', { name: 'Annuncio pubblicato' })).toBeVisible();
});
