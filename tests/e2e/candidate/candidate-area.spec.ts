// The candidate's own area in both projects (JavaScript on and off): the read-only profile with the seeded
// values, the picture upload and its refusals, the company strip's visit counter (once a day) and 'Mi interessa'.
import type { Page } from '@playwright/test';
import { solidPng as squarePng } from '../../support/png';
import { login, submitLogin } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { jwtFor, strapi } from '../../support/strapi';

test('the demo candidate sees every section of the profile with the seeded values', async ({ page }) => {
  const jwt = await jwtFor('candidato@demo.it');
  const me = (await strapi('/api/me', { jwt })).body as { hr_user: Record<string, unknown> };
  const profile = me.hr_user;

  await submitLogin(page, 'candidato@demo.it');
  await page.waitForURL(/\/profilo$/);
  // The welcome dialog of the first visit after login asks to check phone and e-mail.
  const welcome = page.getByRole('dialog', { name: 'Benvenuto nel tuo profilo!' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText(String(profile.telefono));
  await expect(welcome).toContainText(String(profile.email));
  await welcome.getByRole('link', { name: 'Vai al profilo' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  for (const title of [
    'Dati anagrafici',
    'Stato occupazionale',
    'Titolo di studio',
    'Conoscenze informatiche',
    'Conoscenze linguistiche',
    'Mansioni',
    'Valori aziendali ricercati',
    'Altre informazioni',
    'P. IVA escluse',
    'Aziende in ricerca attiva',
    'Foto profilo',
  ]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  const anagrafica = page.getByTestId('sezione-anagrafica');
  for (const field of ['nome', 'cognome', 'telefono', 'indirizzo', 'citta', 'cap', 'email']) {
    await expect(anagrafica).toContainText(String(profile[field]));
  }
  await expect(anagrafica).toContainText('12/04/1988');
  await expect(page.getByTestId('sezione-stato')).toContainText(String(profile.esperienza));
  await expect(page.getByTestId('sezione-informatica')).toContainText(
    `Altro: ${String(profile.conoscenze_informatiche_text)}`,
  );
  await expect(page.getByTestId('sezione-lingue')).toContainText('Inglese – Intermedio B1-B2');
  await expect(page.getByTestId('sezione-valori')).toContainText('Brand reputation');
  await expect(page.getByTestId('sezione-valori')).toContainText(`${String(profile.brand_reputation)}/3`);
  const altre = page.getByTestId('sezione-altre');
  await expect(altre).toContainText('30.000 - 40.000 €');
  await expect(altre).toContainText('Tempo indeterminato');
  await expect(altre).toContainText('Programmatore CNC');
  // Companies searching at the same time (other specs) may count a view of the demo candidate meanwhile.
  const visits = async () => {
    const now = ((await strapi('/api/me', { jwt })).body as { hr_user: Record<string, unknown> }).hr_user;
    return Number(now.visite_profilo) + Number(now.visite_profilo_esteso);
  };
  const shown = Number(await page.getByTestId('visite-profilo').textContent());
  expect(shown).toBeGreaterThanOrEqual(
    Number(profile.visite_profilo) + Number(profile.visite_profilo_esteso),
  );
  expect(shown).toBeLessThanOrEqual(await visits());
  const pivas = (profile.blacklisted_pivas as Array<{ piva: string }>).map((p) => p.piva);
  for (const piva of pivas) await expect(page.getByTestId('piva-escluse')).toContainText(piva);
  await expect(page.getByRole('link', { name: 'Modifica profilo' })).toHaveAttribute('href', '/onboarding-u');
  await expect(page.getByTestId('foto-profilo')).toHaveAttribute('src', /^\/media\//);

  await page.getByRole('link', { name: 'Vedi la scheda tecnica' }).click();
  const sheet = page.getByRole('dialog', { name: 'Scheda tecnica' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Altro', { exact: true }).first()).toBeVisible();
  await sheet.getByRole('link', { name: 'Chiudi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

async function uploadFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(/Scegli una foto/).setInputFiles(file);
  await page.getByRole('button', { name: 'Carica foto' }).click();
}

test('a candidate uploads a PNG and sees it; big files and PDFs are refused', async ({ page, candidate }) => {
  await login(page, candidate.email);
  await page.goto('/profilo');
  await uploadFile(page, { name: 'foto.png', mimeType: 'image/png', buffer: squarePng(800, [20, 120, 60]) });
  const img = page.getByTestId('foto-profilo');
  await expect(img).toHaveAttribute('src', /^\/media\/medium_/);
  const src = (await img.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);

  await uploadFile(page, {
    name: 'grande.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([squarePng(16, [0, 0, 0]), Buffer.alloc(8 * 1024 * 1024)]),
  });
  await expect(page.getByRole('alert')).toHaveText('Il file è troppo grande');
  await expect(page.getByTestId('foto-profilo')).toHaveAttribute('src', src);

  await page.goto('/profilo');
  await uploadFile(page, {
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByRole('alert')).toHaveText('Solo immagini sono permesse');
  await expect(page.getByTestId('foto-profilo')).toHaveAttribute('src', src);
});

test('clicks on a company logo count one visit a day and forward to its website', async ({
  page,
  context,
  accounts,
  candidate,
}) => {
  // A company of the test's own, its brand configured through Strapi's brand endpoint: no other test counts on it.
  const { id, documentId } = await accounts.company({ logo: true });
  await login(page, candidate.email);
  await page.goto('/profilo');
  const form = page.getByTestId('aziende-attive').locator(`form[data-azienda="${documentId}"]`);
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('target', '_blank');
  const logo = form.getByRole('button', { name: /^Visita il sito di / });
  const logoSrc = (await logo.locator('img').getAttribute('src'))!;
  const served = await page.request.get(logoSrc);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toMatch(/^image\//);
  const [company] = await sql<{ v: number | null; sito: string }>(
    'SELECT visite_azienda AS v, sito_web_link AS sito FROM hr_companies WHERE id = ?',
    [id],
  );
  expect(company.v ?? 0).toBe(0);
  const website = new URL(company.sito).toString();
  /** The company's counter and this candidate's visit rows of it (one per day). */
  const visits = async () => {
    const [row] = await sql<{ v: number | null }>(
      'SELECT visite_azienda AS v FROM hr_companies WHERE id = ?',
      [id],
    );
    const [own] = await sql<{ n: number | string }>(
      "SELECT count(*) AS n FROM visite WHERE tipo = 'azienda' AND visitatore = ? AND visitato = ?",
      [candidate.id, id],
    );
    return [Number(row.v ?? 0), Number(own.n)];
  };
  const posts: number[] = [];
  const forwards: string[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.url().endsWith(`/aziende/${documentId}/visita`) && request.method() === 'POST')
      posts.push(response.status());
  });
  context.on('request', (request) => {
    if (request.url() === website) forwards.push(request.url());
  });
  for (let click = 1; click <= 2; click += 1) {
    const popup = context.waitForEvent('page');
    await logo.click();
    const tab = await popup;
    await expect.poll(() => posts.length).toBe(click);
    // The new tab goes on to the company's website by itself.
    await expect.poll(() => forwards.length).toBe(click);
    await expect.poll(visits).toEqual([1, 1]);
    await tab.close();
  }
  expect(posts).toEqual([200, 200]);
  // A GET (a bookmarked or prefetched link) counts nothing.
  expect((await page.request.get(`/aziende/${documentId}/visita`)).status()).toBe(200);
  expect(await visits()).toEqual([1, 1]);
});

test("'Mi interessa' becomes 'Interessato' and stays after reload", async ({ page, candidate }) => {
  await login(page, candidate.email);
  await page.goto('/bacheca-annunci');
  await expect(page.getByRole('heading', { name: 'Posizioni ricercate dalle aziende' })).toBeVisible();
  const card = page
    .getByTestId('annuncio')
    .filter({ has: page.getByRole('button', { name: 'Mi interessa' }) })
    .first();
  const id = (await card.getAttribute('id'))!;
  // Wait for the post itself (with JavaScript the optimistic 'Interessato' shows before it is saved).
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/bacheca-annunci'),
  );
  await card.getByRole('button', { name: 'Mi interessa' }).click();
  await saved;
  const same = page.locator(`[id="${id}"]`);
  await expect(same.getByRole('button', { name: 'Interessato', exact: true })).toBeDisabled();
  await page.reload();
  await expect(same.getByRole('button', { name: 'Interessato', exact: true })).toBeDisabled();
  await expect(same.getByRole('button', { name: 'Mi interessa' })).toHaveCount(0);
});

test("'Scarica i miei dati' downloads the candidate's own profile as JSON", async ({ page, candidate }) => {
  const { email } = candidate;
  await login(page, email);
  const response = await page.request.get('/scarica-i-miei-dati');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="i-miei-dati-/);
  const body = (await response.json()) as { account: { email: string }; profilo: { email: string } };
  expect(body.account.email).toBe(email);
  await page.goto('/impostazioni');
  await expect(page.getByRole('link', { name: 'Scarica i miei dati' })).toHaveAttribute(
    'href',
    '/scarica-i-miei-dati',
  );
});
