import { expect, test } from '@playwright/test';
import { login } from '../../support/auth';

test.describe('route guards', () => {
  for (const path of ['/profilo', '/company-home', '/impostazioni']) {
    test(`an anonymous visitor on ${path} goes to login with redirectTo`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/?redirectTo=${encodeURIComponent(path)}`);
    });
  }

  test('after login the visitor returns to redirectTo of their profile type', async ({ page }) => {
    await page.goto('/impostazioni');
    await page.getByLabel('Email').fill('candidato@demo.it');
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/impostazioni$/);
  });

  test('a redirectTo of the other profile type or off-site leads home', async ({ page }) => {
    await page.goto('/?redirectTo=%2Fcompany-home');
    await page.getByLabel('Email').fill('candidato@demo.it');
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/profilo$/);

    await page.context().clearCookies();
    await page.goto('/?redirectTo=%2F%2Fevil.example%2Fcompany-home');
    await page.getByLabel('Email').fill('azienda@demo.it');
    await page.getByLabel('Password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/company-home$/);
  });

  test('a candidate on a company route goes to /profilo', async ({ page }) => {
    await login(page, 'candidato@demo.it');
    await expect(page).toHaveURL(/\/profilo$/);
    await page.goto('/company-home');
    await expect(page).toHaveURL(/\/profilo$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/profilo$/);
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/profilo$/);
  });

  test('a company on a candidate route goes to /company-home', async ({ page }) => {
    await login(page, 'azienda@demo.it');
    await expect(page).toHaveURL(/\/company-home$/);
    await page.goto('/profilo');
    await expect(page).toHaveURL(/\/company-home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/company-home$/);
  });

  test('a forged session cookie is treated as logged out', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'token', value: 'forged', url: baseURL ?? 'http://127.0.0.1:3100' }]);
    await page.goto('/profilo');
    await expect(page).toHaveURL(/\/\?redirectTo=%2Fprofilo$/);
  });
});
