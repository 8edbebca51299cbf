// The technical-sheet words field of the filter panel (spec 02 §5: shown once a competence area is chosen, its
// Reset clears the text) and the 200 ms debounced auto-submit with JavaScript; 'Applica filtri' without.
import type { Request } from '@playwright/test';
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

const AREA = 'Saldatura';

test('technical-sheet words: debounced with JavaScript, Reset clears them', async ({ page, isJs }) => {
  test.skip(!isJs, 'the auto-submit and Reset need JavaScript');
  await login(page, 'azienda0@demo.it');
  await page.goto('/company-home');
  await page.getByText('ESPANDI I FILTRI').click();
  const words = page.getByLabel('Cerca nella scheda tecnica', { exact: true });
  await expect(words).toHaveCount(0);
  await page.getByLabel(AREA, { exact: true }).check();
  await expect(page).toHaveURL(/aree_di_competenza=Saldatura/);
  await expect(words).toBeVisible();

  // Three keys 20 ms apart (under the 200 ms debounce): one data request for the three. On a loaded machine the
  // keys may arrive further apart than Playwright sends them, so the page records when each value was typed, and
  // the rule is checked on those times: a value followed by the next key within 200 ms is never requested.
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/company-home.data')) requests.push(request);
  });
  await words.evaluate((input: HTMLInputElement) => {
    const typed: Array<[number, string]> = [];
    Object.assign(window, { typed });
    input.addEventListener('input', () => typed.push([performance.now(), input.value]));
  });
  await words.pressSequentially('tig', { delay: 20 });
  await expect(page).toHaveURL(/scheda_tecnica=tig/);
  await page.waitForTimeout(400);
  const typed = await page.evaluate(() => (window as unknown as { typed: Array<[number, string]> }).typed);
  expect(typed.map(([, value]) => value)).toEqual(['t', 'ti', 'tig']);
  const overtaken = typed.filter(([at], index) => index < typed.length - 1 && typed[index + 1][0] - at < 200);
  const requested = requests.map((r) => new URL(r.url()).searchParams.get('scheda_tecnica'));
  expect(requested.at(-1)).toBe('tig');
  for (const [, value] of overtaken) expect(requested).not.toContain(value);
  // A value whose next key came well after the debounce is requested, whatever the machine's pace (issue 39 item
  // 17: the exact list was checked only when both keys overtook their value); near 200 ms either may happen.
  const settled = typed.filter(([at], index) => index < typed.length - 1 && typed[index + 1][0] - at > 300);
  for (const [, value] of settled) expect(requested).toContain(value);
  expect(requested.every((value) => typed.some(([, typedValue]) => typedValue === value))).toBe(true);
  await expect(words).toBeFocused();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/scheda_tecnica/);
  await expect(page).toHaveURL(/aree_di_competenza=Saldatura/);
  await expect(words).toHaveValue('');
});

test('technical-sheet words without JavaScript: always shown, sent by Applica filtri', async ({
  page,
  isJs,
}) => {
  test.skip(isJs, 'the plain form post is the no-JS path');
  await login(page, 'azienda0@demo.it');
  await page.goto('/company-home');
  await page.getByText('ESPANDI I FILTRI').click();
  await page.getByLabel(AREA, { exact: true }).check();
  await page.getByLabel('Cerca nella scheda tecnica', { exact: true }).fill('TIG');
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(/aree_di_competenza=Saldatura/);
  expect(new URL(page.url()).searchParams.get('scheda_tecnica')).toBe('TIG');
  // The new page opens with the panel collapsed, the words kept in the field.
  await page.getByText('ESPANDI I FILTRI').click();
  await expect(page.getByLabel('Cerca nella scheda tecnica', { exact: true })).toHaveValue('TIG');
  await page.getByLabel('Cerca nella scheda tecnica', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).toHaveURL(/aree_di_competenza=Saldatura/);
  expect(page.url()).not.toContain('scheda_tecnica');
});

test('the collapsed panel renders no option lists, yet keeps its filters when the form is sent', async ({
  page,
  isJs,
}) => {
  await login(page, 'azienda0@demo.it');
  await page.goto(`/company-home?aree_di_competenza=${AREA}&bucket=altri`);
  // Collapsed: none of the panel's 55 checkboxes is in the document (docs/performance.md "Lighter documents").
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  const toggle = page.getByRole('link', { name: 'ESPANDI I FILTRI' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Changing the bucket sends the panel's filters along, although the panel is closed.
  await page.getByLabel('Disponibili nella tua zona').check();
  if (!isJs) await page.getByRole('button', { name: 'Applica filtri' }).click();
  await expect(page).not.toHaveURL(/bucket=altri/);
  expect(new URL(page.url()).searchParams.get('aree_di_competenza')).toBe(AREA);

  // Opened: the lists are there, with the active filter ticked; closing hides them again.
  await page.getByRole('link', { name: 'ESPANDI I FILTRI' }).click();
  await expect(page.getByLabel(AREA, { exact: true })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Riduci visualizzazione filtri' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('link', { name: 'Riduci visualizzazione filtri' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
