import { expect, test } from '@playwright/test';
import { login } from '../../support/auth';

// A JWT always starts with the base64 of '{"alg":' (eyJhbGciOi): no response the browser gets may contain one.
const JWT_PREFIX = 'eyJhbGciOi';

test('no browser-visible response carries the JWT; the session cookie is httpOnly', async ({
  page,
  context,
}) => {
  const leaks: string[] = [];
  const checked: string[] = [];
  // Each response's body is read asynchronously: the handlers' promises are kept and awaited before the verdict,
  // else the responses of the last page would be read after it (or never).
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    reads.push(
      (async () => {
        const body = await response.text().catch(() => '');
        if (body.includes(JWT_PREFIX)) leaks.push(response.url());
        const headers = await response.allHeaders();
        if ((headers['set-cookie'] ?? '').includes(JWT_PREFIX)) leaks.push(`set-cookie of ${response.url()}`);
        const url = new URL(response.url());
        checked.push(`${url.pathname}${url.search}`);
      })(),
    );
  });
  await login(page, 'azienda@demo.it');
  await expect(page).toHaveURL(/\/company-home$/);
  await page.goto('/impostazioni');
  await page.goto('/company-home?ultima=1');
  await page.waitForLoadState('load');
  await Promise.all(reads);
  expect(leaks).toEqual([]);
  // The last document was read too (a query of its own tells it from the sign-in's redirect).
  expect(checked).toContain('/impostazioni');
  expect(checked).toContain('/company-home?ultima=1');

  const token = (await context.cookies()).find((c) => c.name === 'token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(token?.value).not.toContain(JWT_PREFIX);
  expect(await page.evaluate(() => document.cookie).catch(() => '')).not.toContain('token=');
});

test('documents carry the security headers with a CSP nonce', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
});
