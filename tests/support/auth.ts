import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

/** Fills and submits the login form (the outcome is for the caller to check). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** Logs in and waits until the login page is left (with JavaScript the post is a fetch). */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/');
  // A candidate lands on /profilo with the welcome dialog (issue 4): close it, as a user would.
  const welcome = page.getByRole('link', { name: 'Vai al profilo' });
  // With JavaScript the URL changes before the page renders: wait for the dialog rather than peek.
  if (new URL(page.url()).pathname === '/profilo') {
    const shown = await welcome
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) {
      await welcome.click();
      await expect(welcome).toBeHidden();
    }
  }
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}
