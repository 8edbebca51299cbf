// Issue 42 item 3, the weekly e-mail's one-click off link, with JavaScript on and off: a company of the test's own
// opens the candidate's profile, the weekly job runs (the test hook the integration tests use), the e-mail caught by
// the SMTP catcher carries the off link; opening it asks first and changes nothing, the button turns the weekly
// e-mail off without logging in, and /impostazioni shows it off (the job alert untouched).
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { postStatus } from '../../support/forms';
import { waitForMail } from '../../support/mail';
import { jwtFor, strapi } from '../../support/strapi';

const weeklyOf = async (email: string) =>
  (
    (await strapi('/api/hr-users/me/avvisi', { jwt: await jwtFor(email) })).body.data as {
      settimanale: boolean;
    }
  ).settimanale;

test("the weekly e-mail's off link asks first, then turns the weekly e-mail off", async ({
  page,
  accounts,
  candidate,
}) => {
  test.setTimeout(120_000);
  expect(await weeklyOf(candidate.email)).toBe(true);
  const company = await accounts.company();
  const opened = await strapi(`/api/human-resources/${candidate.id}`, { jwt: await jwtFor(company.email) });
  expect(opened.status).toBe(200);

  const since = Date.now();
  const run = await strapi('/api/test-hooks/profile-weeks', {
    method: 'POST',
    json: { now: new Date().toISOString() },
  });
  expect(run.status).toBe(200);
  const mail = await waitForMail(candidate.email, {
    since,
    subject: /^1 azienda ha visto il tuo profilo questa settimana$/,
  });
  const link = /https?:\/\/[^\s"<>]+\/avvisi-off\/[A-Za-z0-9._-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link ?? '').pathname;
  expect(path).toMatch(/\.settimanale\./);

  // Opening it (as a mail scanner would) changes nothing.
  const shown = await page.goto(path);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Disattiva le e-mail' })).toBeVisible();
  await expect(
    page.getByText('Non riceverai più il riepilogo settimanale «Il tuo profilo questa settimana».'),
  ).toBeVisible();
  expect(await weeklyOf(candidate.email)).toBe(true);

  const status = await postStatus(
    page,
    path,
    page.getByRole('button', { name: 'Disattiva il riepilogo settimanale' }),
  );
  expect(status).toBe(200);
  await expect(page.getByRole('heading', { name: 'Avvisi disattivati' })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Il riepilogo settimanale «Il tuo profilo questa settimana» è stato disattivato' }),
  ).toBeVisible();
  expect(await weeklyOf(candidate.email)).toBe(false);

  await login(page, candidate.email);
  await page.goto('/impostazioni');
  const mails = page.getByRole('region', { name: 'E-mail', exact: true });
  await expect(mails.getByRole('checkbox', { name: 'Il tuo profilo questa settimana' })).not.toBeChecked();
  await expect(mails.getByRole('checkbox', { name: 'Avvisami dei nuovi annunci' })).not.toBeChecked();
});
