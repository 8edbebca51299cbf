// The off-link of the alert e-mails (issue 11), with JavaScript on and off: a company of the test's own with an
// Alert Database gets the digest of a new matching candidate (the test's own too; both removed after the test),
// opens the mail's off-link without being signed in, reads the confirmation with the way back to configuring the
// alert, and the alert is off; a tampered link says it is not valid (400), never an error page.
import { modifiedTodayDuring } from '../../support/accounts';
import { SALDATURA_ALERT } from '../../support/alert-filters';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { waitForMail } from '../../support/mail';
import { strapi } from '../../support/strapi';

test('the off-link of an alert e-mail turns the alert off without logging in', async ({
  page,
  company,
  candidate,
}) => {
  test.setTimeout(90_000);
  const { email } = company;
  await sql('UPDATE hr_companies SET filtri = ? WHERE email = ?', [SALDATURA_ALERT, email]);
  const since = Date.now();
  // Today's profiles go in tomorrow's digest: the job as of tomorrow, while the test's candidate (in 'Saldatura',
  // like every validPayload) reads as modified today.
  const now = new Date(Date.now() + 86_400_000).toISOString();
  await modifiedTodayDuring(candidate, async () => {
    const run = await strapi('/api/test-hooks/alert-database', { method: 'POST', json: { now } });
    expect(run.status).toBe(200);
  });
  // The digest, not the company's registration mail of the same second.
  const mail = await waitForMail(email, { since, subject: /^Alert Database: / });
  const link = /https?:\/\/[^\s]+\/alert-off\/[A-Za-z0-9._-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link ?? '').pathname;

  const answer = await page.goto(path);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Alert disattivato' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Alert Database');
  await expect(page.getByRole('link', { name: 'Configura di nuovo l’alert' })).toHaveAttribute(
    'href',
    '/company-foryou?configure=true',
  );
  const [row] = await sql<{ filtri: string | null }>('SELECT filtri FROM hr_companies WHERE email = ?', [
    email,
  ]);
  expect(row.filtri).toBeNull();

  const tampered = await page.goto(`${path.slice(0, -2)}xx`);
  expect(tampered?.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Il link per disattivare l’alert non è valido');
});
