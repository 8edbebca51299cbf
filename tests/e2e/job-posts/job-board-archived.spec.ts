// A post archived while the candidate had the board open (issue 39 item 8), with JavaScript on and off: 'Mi
// interessa' says the post is no longer available (before, without JavaScript "riprova" and with JavaScript the card
// simply vanished as the page reloaded), and nothing is recorded.
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { companyWorkingIn, publishJobPost } from '../../support/job-post';
import { letterTag } from '../../support/tag';

test('Mi interessa on a post archived meanwhile says it is no longer available', async ({
  page,
  accounts,
}) => {
  const posizione = `Tornitore archiviato ${letterTag()}`;
  const jwt = await companyWorkingIn(accounts, 'Milano', 'MI');
  const published = await publishJobPost(jwt, { posizione });
  expect(published.status).toBe(201);
  const candidate = await accounts.candidate();

  await login(page, candidate.email);
  await page.goto('/bacheca-annunci');
  const card = page.getByTestId('annuncio').filter({ hasText: posizione });
  await expect(card).toHaveCount(1);
  await sql('UPDATE annuncis SET archiviato = ? WHERE posizione = ?', [true, posizione]);
  await card.getByRole('button', { name: 'Mi interessa' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Questo annuncio non è più disponibile' }),
  ).toHaveText('Questo annuncio non è più disponibile: l’azienda lo ha archiviato o rimosso.');
  const [row] = await sql<{ n: number | string }>(
    `SELECT count(*) AS n FROM annuncis_hr_users_lnk l JOIN annuncis a ON a.id = l.annunci_id WHERE a.posizione = ?`,
    [posizione],
  );
  expect(Number(row.n)).toBe(0);
});
