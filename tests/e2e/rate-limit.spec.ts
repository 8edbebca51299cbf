import { expect, test } from '@playwright/test';

test('too many failed logins for one e-mail are refused with 429', async ({ page }, testInfo) => {
  const email = `bersaglio-${testInfo.project.name}@demo.it`;
  await page.goto('/');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(`sbagliata-${attempt}`);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('E-mail o password errate, riprova!')).toBeVisible();
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('sbagliata-6');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Accedi' }).click(),
  ]);
  expect(response.status()).toBe(429);
  await expect(page.getByText('Troppi tentativi, riprova tra qualche minuto.')).toBeVisible();
});
