// The credit guarantee's report from a card of the list of unlocked profiles (issue 39 item 8): with JavaScript the
// form opens in a dialog over the list (`?segnala=<id>`, the list's filters kept), a refusal stays in the dialog, and
// the sent report brings the list back with its filters and the report's state on the card; without JavaScript the
// link opens the report page, as before. Either way Strapi holds an open report.
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

test('a card of the unlocked list reports the candidate: a dialog with JavaScript, the page without', async ({
  page,
  company,
  candidate,
  isJs,
}) => {
  await setCredits(company.id, 2);
  const jwt = await jwtFor(company.email);
  const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
    method: 'POST',
    jwt,
    json: { unlocked: true },
  });
  expect(unlocked.status).toBe(200);
  await login(page, company.email);
  // "I miei": a filter of the list, which the dialog keeps.
  await page.goto('/company-unlocked-profiles?sbloccato_da=me');
  const card = page
    .getByTestId('candidate-card')
    .filter({ has: page.locator(`a[href="/resource-profile/${candidate.id}"]`) });
  await card.getByRole('link', { name: 'Candidato non raggiungibile' }).click();

  const dialog = page.getByRole('dialog', { name: 'Segnala un candidato non raggiungibile' });
  if (isJs) {
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/company-unlocked-profiles\\?sbloccato_da=me&segnala=${candidate.id}$`),
    );
    // Sent without saying how the company tried: the refusal shows in the dialog, which stays open.
    await dialog.getByRole('button', { name: 'Invia la segnalazione' }).click();
    await expect(dialog.getByText('Indica cosa hai provato: telefono, e-mail o entrambi')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`segnala=${candidate.id}$`));
    // 'Annulla' closes it and keeps the list's filter; the link opens it again.
    await dialog.getByRole('link', { name: 'Annulla' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/company-unlocked-profiles\?sbloccato_da=me$/);
    await card.getByRole('link', { name: 'Candidato non raggiungibile' }).click();
    await expect(dialog).toBeVisible();
  } else {
    await expect(page).toHaveURL(new RegExp(`/resource-profile/${candidate.id}/segnala\\?da=elenco$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Segnala un candidato non raggiungibile' }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
  }
  await page.getByRole('radio', { name: 'Telefono ed e-mail' }).check();
  await expect(page.getByLabel('Data del primo tentativo')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Invia la segnalazione' }).click();

  await expect(page).toHaveURL(
    isJs ? /\/company-unlocked-profiles\?sbloccato_da=me$/ : /\/company-unlocked-profiles$/,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Segnalazione inviata' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('guarantee-state')).toHaveText('Segnalazione aperta');
  await expect(card.getByRole('link', { name: 'Candidato non raggiungibile' })).toHaveCount(0);

  // Strapi holds the report, open.
  const reports = await strapi('/api/guarantee-reports', { jwt });
  expect(reports.status).toBe(200);
  const rows = (reports.body as { data: Array<{ candidato: number; stato: string }> }).data;
  expect(rows.filter((row) => row.candidato === candidate.id).map((row) => row.stato)).toEqual(['aperta']);
});
