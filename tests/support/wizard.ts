// Helpers to drive the candidate wizard in the browser, with or without JavaScript.
import { expect, type Page, type TestInfo } from '@playwright/test';

export const hasJs = (testInfo: TestInfo) => testInfo.project.name === 'js';

/** The radio or checkbox `option` inside the fieldset whose legend is `legend`. */
export function choice(page: Page, legend: string | RegExp, option: string) {
  return page.getByRole('group', { name: legend }).getByLabel(option, { exact: true });
}

export async function next(page: Page, path: string) {
  await page.getByRole('button', { name: /^(Avanti|Salva profilo)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|#|$)`));
}

export async function expectStep(page: Page, n: number, title: string) {
  await expect(page.getByText(`Passo ${n} di 9`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Without JavaScript the picker reloads on 'Aggiorna comuni'; with it the city list reloads by itself. */
export async function refreshCities(page: Page, testInfo: TestInfo) {
  if (!hasJs(testInfo)) {
    await page.getByRole('button', { name: 'Aggiorna comuni' }).click();
    await expect(page).toHaveURL(/\/onboarding-u/);
  }
}
