// Issue 43 item 6: /company-info shows what the company's money did, drawn on the server (SVG images with a text
// alternative, with and without JavaScript alike) and the same numbers in tables: this month's spent credit of an
// unlock, the candidate the team hired, the logo visit counted while the Brand Card is active.
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

test('the charts of credits, stages and brand visits, with their numbers in tables', async ({
  page,
  accounts,
}) => {
  // A Brand Card (its subscription and its flag, as the shop's fulfilment writes them).
  const company = await accounts.company({ brand: true });
  await setCredits(company.id, 2);
  const jwt = await jwtFor(company.email);
  const hired = await accounts.candidate();
  expect((await strapi(`/api/human-resources/${hired.id}/unlock`, { method: 'POST', jwt })).status).toBe(200);
  expect(
    (
      await strapi(`/api/pipeline/candidates/${hired.id}/fase`, {
        method: 'PUT',
        jwt,
        json: { fase: 'assunto' },
      })
    ).status,
  ).toBe(200);
  const [row] = await sql<{ documentId: string }>(
    'SELECT document_id AS "documentId" FROM hr_companies WHERE id = ?',
    [company.id],
  );
  expect(
    (
      await strapi(`/api/user/hr-companies/${row.documentId}/visit`, {
        method: 'POST',
        jwt: await jwtFor(hired.email),
      })
    ).status,
  ).toBe(200);

  await login(page, company.email);
  await page.goto('/company-info');
  const stats = page.getByTestId('company-stats');
  await expect(stats.getByRole('heading', { name: 'Cosa hanno fruttato i tuoi crediti' })).toBeVisible();

  // Images named by their title and described by their totals.
  await expect(stats.getByRole('img', { name: /Crediti acquistati e spesi per mese/ })).toHaveAccessibleName(
    /1 spesi/,
  );
  await expect(stats.getByRole('img', { name: /Candidati sbloccati per fase/ })).toHaveAccessibleName(
    /1 candidato sbloccato, 1 assunto/,
  );
  await expect(stats.getByRole('img', { name: /Visite al tuo brand per settimana/ })).toHaveAccessibleName(
    /1 visita/,
  );

  // The tables (behind a disclosure that opens without JavaScript).
  for (const summary of await stats.getByText('Mostra i numeri in una tabella').all()) await summary.click();
  const month = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', month: 'long', year: 'numeric' })
    .format(new Date())
    .toLowerCase();
  const credits = stats.getByRole('table', { name: 'Crediti acquistati e spesi negli ultimi 12 mesi' });
  await expect(credits.getByRole('columnheader')).toHaveText(['Mese', 'Acquistati', 'Spesi']);
  await expect(credits.getByRole('row')).toHaveCount(13);
  await expect(credits.getByRole('row').last().getByRole('rowheader')).toHaveText(month);
  await expect(credits.getByRole('row').last().getByRole('cell')).toHaveText(['0', '1']);
  const stages = stats.getByRole('table', { name: 'Candidati sbloccati per fase raggiunta' });
  await expect(stages.getByRole('row', { name: /Assunto/ }).getByRole('cell')).toHaveText('1');
  await expect(stages.getByRole('row', { name: /Da contattare/ }).getByRole('cell')).toHaveText('0');
  const visits = stats.getByRole('table', {
    name: 'Visite al logo della tua azienda nelle ultime 12 settimane',
  });
  await expect(visits.getByRole('row').last().getByRole('cell')).toHaveText('1');
  // Every header cell says what it heads.
  for (const header of await stats.locator('th').all()) {
    expect(['col', 'row']).toContain(await header.getAttribute('scope'));
  }
});
