// The active filters as chips (issue 39 item 7), with JavaScript on and off: with the filter panel closed (no option
// list rendered) the page lists each filter value as a link that removes it; one click removes that value only, the
// others stay (back to page 1); with the panel open the chips are there too and keep it open; 'Rimuovi tutti i filtri'
// clears them.
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';

const SEARCH =
  '/company-home?automunito=si&aree_di_competenza=Saldatura&aree_di_competenza=Rettifica' +
  '&distanza=30&distanzaProvincia=BG&distanzaComune=Bergamo&page=2';

test('the active filters show as chips with the panel closed, and each removes only its value', async ({
  page,
  company,
}) => {
  await login(page, company.email);
  await page.goto(SEARCH);
  await expect(page).toHaveURL(/page=2/);
  // The panel is closed: no option list rendered.
  await expect(page.locator('#pannello-filtri')).toHaveCount(0);
  const chips = page.getByRole('navigation', { name: 'Filtri attivi' });
  await expect(chips.getByRole('link')).toHaveText([
    'Entro 30 km da Bergamo ✕',
    'Automunito: Si ✕',
    'Aree di competenza: Saldatura ✕',
    'Aree di competenza: Rettifica ✕',
    'Rimuovi tutti i filtri',
  ]);

  await chips.getByRole('link', { name: 'Rimuovi il filtro Aree di competenza: Saldatura' }).click();
  await expect(page).not.toHaveURL(/Saldatura/);
  const params = new URL(page.url()).searchParams;
  expect(params.getAll('aree_di_competenza')).toEqual(['Rettifica']);
  expect(params.get('automunito')).toBe('si');
  expect(params.get('distanza')).toBe('30');
  expect(params.get('distanzaComune')).toBe('Bergamo');
  expect(params.get('page')).toBeNull();
  await expect(chips.getByRole('link')).toHaveText([
    'Entro 30 km da Bergamo ✕',
    'Automunito: Si ✕',
    'Aree di competenza: Rettifica ✕',
    'Rimuovi tutti i filtri',
  ]);

  await chips.getByRole('link', { name: 'Rimuovi il filtro Entro 30 km da Bergamo' }).click();
  await expect(page).not.toHaveURL(/distanza/);
  expect(new URL(page.url()).searchParams.get('automunito')).toBe('si');

  await chips.getByRole('link', { name: 'Rimuovi tutti i filtri' }).click();
  await expect(page).toHaveURL(/\/company-home$/);
  await expect(chips).toHaveCount(0);
});

test('with the panel open the chips are there too, and removing one keeps the panel open', async ({
  page,
  company,
  isJs,
}) => {
  await login(page, company.email);
  await page.goto('/company-home?categoriaProtetta=si&eta=under35');
  if (isJs) await page.getByText('ESPANDI I FILTRI').click();
  else await page.goto('/company-home?categoriaProtetta=si&eta=under35&pannello=aperto');
  await expect(page.locator('#pannello-filtri')).toBeVisible();
  const chips = page.getByRole('navigation', { name: 'Filtri attivi' });
  await chips.getByRole('link', { name: 'Rimuovi il filtro Categoria Protetta L. 68/99 > 46%: Si' }).click();
  await expect(page).not.toHaveURL(/categoriaProtetta/);
  expect(new URL(page.url()).searchParams.get('eta')).toBe('under35');
  await expect(page.locator('#pannello-filtri')).toBeVisible();
  await expect(chips.getByRole('link')).toHaveText(['Età: Under 35 ✕', 'Rimuovi tutti i filtri']);
  // Exact: the chip's name ("Rimuovi il filtro Categoria Protetta …: Si") contains the select's label.
  await expect(page.getByLabel('Categoria Protetta L. 68/99 > 46%', { exact: true })).toHaveValue('all');
});

test('long chips wrap on a 360 px phone: no horizontal overflow', async ({ page, company }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, company.email);
  await page.goto(
    '/company-home?luogoLavoro=BT&esperienza=Superiore+ai+10+anni&titoloStudio=4' +
      '&aree_di_competenza=Lavorazioni+alle+macchine+utensili&scheda_tecnica=fresatura+tornitura+rettifica+alesatura',
  );
  const chips = page.getByRole('navigation', { name: 'Filtri attivi' });
  await expect(chips.getByRole('link')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
