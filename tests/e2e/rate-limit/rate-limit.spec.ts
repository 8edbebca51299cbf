import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

/** One sign-in post from the form; answers the server's response to it. */
async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Accedi' }).click(),
  ]);
  return response;
}

test('too many failed logins for one e-mail are refused with 429', async ({ page }, testInfo) => {
  // An address of this attempt's own: the limit counts per e-mail for minutes, so a retry (or a second run on the
  // same stack) with the same address would start at 429.
  const email = `bersaglio-${testInfo.project.name}-${randomUUID().slice(0, 8)}@demo.it`;
  await page.goto('/');
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await signIn(page, email, `sbagliata-${attempt}`);
    expect(response.status(), `attempt ${attempt}`).not.toBe(429);
    await expect(page.getByText('E-mail o password errate, riprova!')).toBeVisible();
  }
  const response = await signIn(page, email, 'sbagliata-6');
  expect(response.status()).toBe(429);
  await expect(page.getByText('Troppi tentativi, riprova tra qualche minuto.')).toBeVisible();
});
