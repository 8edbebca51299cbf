// The account e-mails as a person gets them: the real mail opened from the SMTP catcher (maildev shows its HTML
// part), its button followed to the portal. And every e-mail of `npm run mail:preview` at a phone's 360 px: nothing
// wider than the screen.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { setConfirmed } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { waitForMail } from '../../support/mail';

const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1081';

/**
 * The mail's button, seen on the mail as maildev shows it, followed in this tab: like every mail link it says
 * target=_blank, and a second tab would only add a wait for it to the test.
 */
async function followButton(page: Page, name: string) {
  const button = page.getByRole('link', { name, exact: true });
  await expect(button).toBeVisible();
  const href = await button.getAttribute('href');
  expect(href).toMatch(/^https?:\/\//);
  await page.goto(href ?? '');
}

test('the confirmation e-mail of a company registration: its button confirms the account', async ({
  page,
  company,
}) => {
  // The registration sent it; the test account was then confirmed by hand (support/company.ts): undo that.
  const mail = await waitForMail(company.email, { link: '/conferma' });
  await setConfirmed(company.email, false);
  await page.goto(`${MAILDEV_URL}/email/${mail.id}/html`);
  await expect(page.getByRole('heading', { name: 'Conferma il tuo indirizzo email' })).toBeVisible();
  await expect(page.getByText(/è stato registrato un account azienda/)).toBeVisible();
  await followButton(page, 'Conferma l’indirizzo email');
  await expect(page).toHaveURL(/\/account-verificato\?esito=verificato&codice=[0-9a-f]{64}$/);
  await expect(page.getByRole('heading', { name: 'Email verificata!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salva la password' })).toBeVisible();
});

test('the recovery e-mail: its button opens the page that sets the new password', async ({
  page,
  candidate,
}) => {
  const since = Date.now();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByRole('button', { name: 'Invia mail di recupero' }).click();
  await expect(page.getByRole('heading', { name: 'Email di recupero inviata con successo' })).toBeVisible();

  const mail = await waitForMail(candidate.email, { since, link: '/reset-password' });
  expect(mail.text).not.toContain('<');
  await page.goto(`${MAILDEV_URL}/email/${mail.id}/html`);
  await followButton(page, 'Scegli una nuova password');
  await expect(page).toHaveURL(/\/reset-password\?code=[0-9a-f]{128}$/);
  await expect(page.getByRole('button', { name: 'Crea la nuova password' })).toBeVisible();
});

test.describe('mail previews', () => {
  let dir = '';

  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mail-preview-'));
    execFileSync('npm', ['run', '--silent', 'mail:preview', '--', '--out', dir], { stdio: 'pipe' });
  });

  test.afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('every e-mail fits a 360 px screen with no sideways scroll', async ({ page }) => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.html'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const file of files) {
      await page.goto(`file://${join(dir, file)}`);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, file).toBeLessThanOrEqual(client);
      await expect(page.locator('a[data-main-action="true"]'), file).toBeVisible();
    }
  });
});
