import { setConfirmed } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { linkIn, waitForMail } from '../../support/mail';

test('resend verification → mail → /conferma → verified → the password on the spot, once', async ({
  page,
  candidate,
}) => {
  const { email } = candidate;
  // Its registration sent a confirmation mail of its own: only a mail after that one is the resent one.
  const registration = await waitForMail(email, { link: '/conferma' });
  await setConfirmed(email, false);
  const since = new Date(registration.date).getTime() + 1001;
  // Mail dates have whole seconds: resend in a later second than the registration mail's.
  await expect.poll(() => Date.now()).toBeGreaterThanOrEqual(since);

  await page.goto('/verifica-email');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Invia nuova mail di verifica' }).click();
  await expect(page.getByRole('heading', { name: 'Email di verifica inviata' })).toBeVisible();

  const mail = await waitForMail(email, { since, link: '/conferma' });
  const link = linkIn(mail, '/conferma');
  expect(link.searchParams.get('confirmation')).toBeTruthy();
  await page.goto(`${link.pathname}${link.search}`);

  await expect(page).toHaveURL(/\/account-verificato\?esito=verificato&codice=[0-9a-f]{64}$/);
  const verified = page.url();
  await expect(page.getByRole('heading', { name: 'Email verificata!' })).toBeVisible();
  // The password on the spot (issue 39 item 6); the page's code works once.
  await page.getByLabel('Password', { exact: true }).fill('Nuova-1234!');
  await page.getByLabel('Conferma password').fill('Nuova-1234!');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Password salvata!' })).toBeVisible();
  await page.goto(verified);
  await page.getByLabel('Password', { exact: true }).fill('Altra-1234!');
  await page.getByLabel('Conferma password').fill('Altra-1234!');
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await expect(page.getByText('Questo link per scegliere la password non vale più')).toBeVisible();
  await page.getByRole('link', { name: 'Scegli la password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  // The link works once: a second use fails.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Errore verifica email' })).toBeVisible();
});

test('an invalid confirmation code leads to the failed state and the resend screen', async ({ page }) => {
  await page.goto('/conferma?confirmation=non-valido');
  await expect(page.getByRole('heading', { name: 'Errore verifica email' })).toBeVisible();
  await page.getByRole('link', { name: 'Invia una nuova mail' }).click();
  await expect(page).toHaveURL(/\/verifica-email$/);
});

// Issue 24: the failure dialog for a verified account (and the sent one for an unknown address) told anyone which
// addresses have an account. Every address now gets the same answer; the failure dialog is for Strapi failing.
test('resending to an already verified account answers as for any address', async ({ page }) => {
  for (const email of ['candidato@demo.it', `sconosciuto-${Date.now()}@esempio.it`]) {
    await page.goto('/verifica-email');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Invia nuova mail di verifica' }).click();
    await expect(page.getByRole('heading', { name: 'Email di verifica inviata' })).toBeVisible();
  }
});
