// Helpers to drive the candidate wizard in the browser, with or without JavaScript.
import { expect, type Page } from '@playwright/test';

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
export async function refreshCities(page: Page, isJs: boolean) {
  if (!isJs) {
    await page.getByRole('button', { name: 'Aggiorna comuni' }).click();
    await expect(page).toHaveURL(/\/onboarding-u/);
  }
}

/** Minimal valid answers of each step (a new registration, Italian, Milano). */
export const fillValid = {
  async anagrafica(page: Page, isJs: boolean, email: string) {
    await page.getByLabel('Nome', { exact: true }).fill('Luca');
    await page.getByLabel('Cognome', { exact: true }).fill('Neri');
    await page.getByLabel('Data di nascita (AAAA-MM-GG)', { exact: true }).fill('1980-01-31');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Telefono', { exact: true }).fill('3339876543');
    await page.getByLabel('Indirizzo', { exact: true }).fill('Via Dante 3');
    await page.getByLabel('C.A.P.', { exact: true }).fill('20121');
    await page.getByLabel('Cittadinanza', { exact: true }).selectOption('IT');
    await page.getByLabel('Provincia', { exact: true }).selectOption('MI');
    await refreshCities(page, isJs);
    await page.getByLabel('Città', { exact: true }).selectOption('Milano');
    for (const legend of ['Conosci la lingua italiana?', /categorie protette/, /incentivi/]) {
      await choice(page, legend, 'No').check();
    }
    await choice(page, 'Disponibilità a lavorare', 'Nella mia provincia').check();
    await choice(page, 'Disponibilità a trasferte', 'In Italia').check();
    await choice(page, 'Hai la patente?', 'No').check();
    await choice(page, 'Sei automunito?', 'No').check();
    const consent = page.getByLabel('Sono disponibile a essere contattato per un colloquio', { exact: true });
    if (await consent.count()) {
      await consent.check();
      await page.getByLabel('Confermo che i dati inseriti sono veritieri', { exact: true }).check();
    }
  },
  async stato(page: Page) {
    await choice(page, 'Stato occupazionale', 'Occupato').check();
    await choice(page, 'Esperienza nel settore', 'Nessuno').check();
  },
  async titolo(page: Page) {
    await page.getByLabel('Qualifica professionale', { exact: true }).selectOption('Nessuna');
    await page.getByLabel('Diploma di perito', { exact: true }).selectOption('Nessuno');
    await choice(page, 'Laurea', 'Nessuna laurea').check();
    await choice(page, 'Hai una specializzazione?', 'No').check();
    await choice(page, 'Hai certificazioni o patentini?', 'No').check();
  },
  async informatica(page: Page) {
    await choice(page, 'Le tue conoscenze informatiche', 'SAP').check();
  },
  async lingue(page: Page) {
    await page.getByLabel('Livello', { exact: true }).first().selectOption('Madrelingua');
  },
  async mansioni(page: Page) {
    await choice(page, 'Aree di competenza', 'Rettifica').check();
    await choice(page, 'Inquadramento', 'Impiegato').check();
  },
  async scheda(page: Page) {
    await page.locator('summary', { hasText: /^Rettifica$/ }).click();
    await page.locator('details[open] input[type="checkbox"]').first().check();
  },
  async valori(page: Page) {
    for (const valore of ['Welfare aziendale', 'Sicurezza sul lavoro', 'Clima aziendale']) {
      await choice(page, valore, '2').check();
    }
    for (const valore of [
      'Sviluppo di carriera',
      'Sistema premiante',
      'Formazione continua',
      'Brand reputation',
    ]) {
      await choice(page, valore, '2').check();
    }
  },
  async altre(page: Page) {
    await choice(page, 'La retribuzione è trattabile?', 'No').check();
    await choice(page, 'Sei disponibile anche a mansioni diverse?', 'No').check();
    await choice(page, 'Mansioni preferite', 'Tornitore').check();
    await choice(page, 'RAL desiderata (lorda annua)', 'Meno di 30.000 €').check();
    await choice(page, 'Tipo di contratto', 'Tempo determinato').check();
    await choice(page, 'Orari', 'Full time').check();
  },
};

/** A new registration walked through the first eight steps with `fillValid`, the last step filled but not sent. */
export async function fillWholeWizard(page: Page, isJs: boolean, email: string) {
  await page.goto('/onboarding-u');
  await fillValid.anagrafica(page, isJs, email);
  await next(page, '/stato-occupazionale');
  await fillValid.stato(page);
  await next(page, '/titolo-di-studio');
  await fillValid.titolo(page);
  await next(page, '/conoscenze-informatiche');
  await fillValid.informatica(page);
  await next(page, '/conoscenze-linguistiche');
  await fillValid.lingue(page);
  await next(page, '/mansioni');
  await fillValid.mansioni(page);
  await next(page, '/scheda-tecnica');
  await fillValid.scheda(page);
  await next(page, '/valori-aziendali-ricercati');
  await fillValid.valori(page);
  await next(page, '/altre-informazioni');
  await fillValid.altre(page);
}
