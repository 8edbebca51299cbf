// What Lighthouse flagged on these pages (issue 16), checked on the rendered HTML in both projects: a meta
// description on every page, ARIA only where it is allowed on /company-info, a <dl> of dt/dd groups only on
// /resource-profile. The company and the candidate are each test's own (fixtures.ts).
import type { Page } from '@playwright/test';
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

const description = async (page: Page) => {
  const tags = page.locator('head meta[name="description"]');
  await expect(tags).toHaveCount(1);
  return (await tags.getAttribute('content')) ?? '';
};

test('every page has one meta description', async ({ page, company }) => {
  const seen = new Set<string>();
  for (const path of ['/', '/privacy-policy', '/termini-di-utilizzo', '/onboarding-c', '/onboarding-u']) {
    await page.goto(path);
    seen.add(await description(page));
  }
  await login(page, company.email);
  for (const path of ['/company-home', '/company-info', '/company-faq', '/company-upgrade']) {
    await page.goto(path);
    seen.add(await description(page));
  }
  expect([...seen].every((text) => text.length >= 50 && text.length <= 200)).toBe(true);
});

test('/company-info: no aria-required or aria-invalid on a fieldset; required checkbox groups say it on the inputs', async ({
  page,
  company,
}) => {
  await login(page, company.email);
  await page.goto('/company-info');
  await expect(page.getByRole('heading', { name: 'Dati aziendali' })).toBeVisible();
  await expect(page.locator('fieldset[aria-required], fieldset[aria-invalid]')).toHaveCount(0);
  const mansioni = page.locator('input[name="mansioni_preferite"]');
  expect(await mansioni.count()).toBeGreaterThan(1);
  for (const input of await mansioni.all()) {
    await expect(input).toHaveAttribute('aria-required', 'true');
    // A native `required` on every checkbox would demand all of them.
    await expect(input).not.toHaveAttribute('required', /.*/);
  }
});

test('/resource-profile: every <dl> holds only dt/dd groups', async ({ page, company, candidate }) => {
  await login(page, company.email);
  await page.goto(`/resource-profile/${candidate.id}`);
  await expect(page.getByRole('heading', { name: 'Contatti' })).toBeVisible();
  const strays = await page.locator('dl').evaluateAll((lists) =>
    lists.flatMap((dl) =>
      [...dl.children].flatMap((child) => {
        if (child.tagName === 'DT' || child.tagName === 'DD') return [];
        if (
          child.tagName === 'DIV' &&
          [...child.children].every((c) => c.tagName === 'DT' || c.tagName === 'DD')
        )
          return [];
        return [child.outerHTML.slice(0, 80)];
      }),
    ),
  );
  expect(strays).toEqual([]);
  expect(await page.locator('dl').count()).toBeGreaterThan(3);
  // The sections and the sheet dialog of the candidate's own /profilo (one view model), without the rows Strapi
  // keeps from companies.
  await expect(page.getByTestId('sezione-anagrafica')).toBeVisible();
  await expect(page.getByTestId('sezione-altre')).toContainText('R.A.L. desiderata');
  await expect(page.getByText('Data di nascita')).toHaveCount(0);
  await page.getByRole('link', { name: 'Scheda tecnica', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Scheda tecnica' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Chiudi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
