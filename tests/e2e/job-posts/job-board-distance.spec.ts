// The candidate's job board by distance (issue 25 item 5), with JavaScript on and off: a candidate of the test's own
// living in Bergamo, two companies of its own working in Seriate (4.1 km) and in Monza (33.0 km), each with a post in
// its own province; Seriate's company has a post in the wizard's default province (Alessandria) too, measured from
// its work place all the same (issue 39 item 8), and a company whose work place is no comune has a post without any
// distance. The board says how far each post is; "Entro 30 km da casa" keeps Seriate's, in the URL, through
// 'Mi interessa' and on reload; a radius outside the list is dropped with a message; a candidate whose comune does
// not resolve finds the filter disabled, with the reason.
import type { Page } from '@playwright/test';
import { login, logout } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { companyWorkingIn, publishJobPost } from '../../support/job-post';

const rareWord = () =>
  `Pendolo${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)])}`;

const post = (page: Page, posizione: string) => page.getByTestId('annuncio').filter({ hasText: posizione });

test('a candidate filters the board by distance and sees each post’s distance', async ({
  page,
  accounts,
}) => {
  test.setTimeout(180_000);
  const word = rareWord();
  const vicino = `Manutentore ${word} Seriate`;
  const lontano = `Manutentore ${word} Monza`;
  const altrove = `Manutentore ${word} Alessandria`;
  const nessuno = `Manutentore ${word} Atlantide`;
  for (const [citta, provincia, posizione] of [
    ['Seriate', 'BG', vicino],
    ['Monza', 'MB', lontano],
    ['Atlantide', 'BG', nessuno],
  ] as const) {
    const jwt = await companyWorkingIn(accounts, citta, provincia);
    expect((await publishJobPost(jwt, { posizione, residenza: provincia })).status).toBe(201);
    if (citta === 'Seriate')
      expect((await publishJobPost(jwt, { posizione: altrove, residenza: 'AL' })).status).toBe(201);
  }
  const candidate = await accounts.candidate({ provincia: 'BG', citta: 'Bergamo' });

  await login(page, candidate.email);
  await page.goto('/bacheca-annunci');
  await expect(post(page, vicino)).toContainText('a 4 km da casa');
  await expect(post(page, lontano)).toContainText('a 33 km da casa');
  // A post in another province than its company's work place: the distance of the work place.
  await expect(post(page, altrove)).toContainText('Alessandria (AL)');
  await expect(post(page, altrove).getByTestId('annuncio-distanza')).toHaveText('a 4 km da casa');
  // A company whose work place is no comune: the post is listed, without a distance.
  await expect(post(page, nessuno)).toHaveCount(1);
  await expect(post(page, nessuno).getByTestId('annuncio-distanza')).toHaveCount(0);

  await page.getByLabel('Distanza', { exact: true }).selectOption('30');
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(/[?&]distanza=30/);
  await expect(post(page, vicino)).toContainText('a 4 km da casa');
  await expect(post(page, lontano)).toHaveCount(0);
  await expect(page.getByLabel('Distanza', { exact: true })).toHaveValue('30');
  // Every post the filter keeps is within 30 km.
  for (const text of await page.getByTestId('annuncio-distanza').allTextContents()) {
    expect(Number(/a (\d+) km/.exec(text)?.[1])).toBeLessThanOrEqual(30);
  }

  // 'Mi interessa' keeps the filter (without JavaScript: the redirect back carries it).
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/bacheca-annunci'),
  );
  await post(page, vicino).getByRole('button', { name: 'Mi interessa' }).click();
  await saved;
  await expect(post(page, vicino).getByRole('button', { name: 'Interessato', exact: true })).toBeDisabled();
  await expect(page).toHaveURL(/[?&]distanza=30/);
  await page.reload();
  await expect(post(page, lontano)).toHaveCount(0);
  await expect(post(page, vicino).getByRole('button', { name: 'Interessato', exact: true })).toBeDisabled();

  // A radius outside the list: dropped with a message, every post listed.
  await page.goto('/bacheca-annunci?distanza=25');
  await expect(page.getByTestId('distance-error')).toContainText('non è tra quelle disponibili');
  await expect(post(page, vicino)).toHaveCount(1);
  await expect(post(page, lontano)).toHaveCount(1);

  // A candidate whose comune is not an ISTAT comune: the filter is disabled, with the reason, and ignored.
  const elsewhere = await accounts.candidate({ provincia: 'BG', citta: 'Bergamo' });
  await sql('UPDATE hr_users SET citta = ? WHERE id = ?', ['Atlantide', elsewhere.id]);
  await logout(page);
  await login(page, elsewhere.email);
  await page.goto('/bacheca-annunci?distanza=30');
  await expect(page.getByLabel('Distanza', { exact: true })).toBeDisabled();
  // The board's filter says why (the job alert's radius, beside it, says the same of its own select).
  await expect(
    page.getByTestId('board-distance').getByText('Il filtro per distanza non è disponibile'),
  ).toBeVisible();
  await expect(post(page, lontano)).toHaveCount(1);
  await expect(post(page, lontano)).not.toContainText('km da casa');
});
