import { login } from '../../support/auth';
import { sql, withFailingWrites } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { jwtFor, strapi } from '../../support/strapi';

// A valid 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(3_000_000, 0)]);

test('the tutorial has 5 steps; without the Brand Card the page offers it', async ({ page }) => {
  await login(page, 'azienda0@demo.it');
  await page.goto('/company-promote-brand');
  await expect(page.getByRole('heading', { name: 'Promuovi brand' })).toBeVisible();
  await page.getByRole('link', { name: 'Come funziona' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('tutorial-step')).toHaveText(
    'Acquista la Brand Card dalla pagina Upgrade.',
  );
  for (let step = 2; step <= 5; step += 1) {
    await dialog.getByRole('link', { name: 'Avanti' }).click();
    await expect(page).toHaveURL(new RegExp(`tutorial=${step}$`));
  }
  await expect(dialog.getByTestId('tutorial-step')).toHaveText(
    'Il tuo brand è visibile nella dashboard dei candidati.',
  );
  await expect(dialog.getByRole('link', { name: 'Avanti' })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Chiudi' }).click();
  await expect(page.getByRole('link', { name: 'Acquista la Brand Card' })).toHaveAttribute(
    'href',
    '/company-upgrade?brandCard=true',
  );
  await expect(page.getByRole('link', { name: 'Configure Brand' })).toHaveCount(0);
});

test('a company with the Brand Card configures its brand; wrong logos and texts are refused', async ({
  page,
  accounts,
}) => {
  const { email } = await accounts.company({ brand: true });
  await login(page, email);
  await page.goto('/company-promote-brand');
  await expect(page.getByText('Numero visite brand')).toBeVisible();
  await page.getByRole('link', { name: 'Configure Brand' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Configure Brand' })).toBeVisible();

  // A GIF, no description, a URL without http(s).
  await dialog.getByLabel('Logo').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: GIF });
  await dialog.getByLabel('Sito web').fill('www.esempio.it');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Solo immagini sono permesse')).toBeVisible();
  await expect(dialog.getByText('Descrizione obbligatoria')).toBeVisible();
  await expect(dialog.getByText('Deve essere un URL valido e iniziare con http:// o https://')).toBeVisible();
  await expect(dialog.getByLabel('Sito web')).toHaveValue('www.esempio.it');
  // Each message belongs to its field (aria-invalid, aria-describedby).
  await expect(dialog.getByLabel('Logo')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Logo')).toHaveAccessibleDescription('Solo immagini sono permesse');
  await expect(dialog.getByLabel('Descrizione')).toHaveAccessibleDescription('Descrizione obbligatoria');
  await expect(dialog.getByLabel('Sito web')).toHaveAccessibleDescription(
    'Deve essere un URL valido e iniziare con http:// o https://',
  );

  // A 3 MB logo and a description over 250 characters.
  await dialog
    .getByLabel('Logo')
    .setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: BIG_PNG });
  await dialog.getByLabel('Descrizione').fill('x'.repeat(251));
  await dialog.getByLabel('Sito web').fill('https://www.esempio.it');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Il file è troppo grande')).toBeVisible();
  await expect(dialog.getByText("La descrizione dev'essere inferiore a 250 caratteri")).toBeVisible();
  await expect(dialog.getByLabel('Descrizione')).toHaveValue('x'.repeat(251));
  await expect(dialog.getByLabel('Sito web')).toHaveValue('https://www.esempio.it');
  await expect(dialog.getByLabel('Sito web')).not.toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByLabel('Descrizione').fill('Officina meccanica di precisione dal 1970.');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Brand configurato' })).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Chiudi' }).click();
  await expect(page.getByText('Officina meccanica di precisione dal 1970.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Logo/ }).first()).toBeVisible();

  const me = await strapi('/api/me', { jwt: await jwtFor(email) });
  const company = (me.body as { hr_company: Record<string, unknown> }).hr_company;
  expect(company.descrizione).toBe('Officina meccanica di precisione dal 1970.');
  expect(company.sito_web_link).toBe('https://www.esempio.it');
  expect((company.logo as { mime: string }).mime).toBe('image/png');
});

test('a logo Strapi cannot store or attach shows the spec failure dialogs, and leaves no orphan file', async ({
  page,
  accounts,
}, testInfo) => {
  const { email } = await accounts.company({ brand: true });
  await login(page, email);
  const submitBrand = async (fileName: string) => {
    await page.goto('/company-promote-brand?brand=configura');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Logo').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
    await dialog.getByLabel('Descrizione').fill('Carpenteria leggera.');
    await dialog.getByLabel('Sito web').fill('https://www.esempio.it');
    await dialog.getByRole('button', { name: 'Salva' }).click();
  };
  const filesNamed = async (name: string) =>
    Number((await sql<{ n: number }>('SELECT count(*) AS n FROM files WHERE name = ?', [name]))[0].n);

  // The upload itself fails.
  const refusedFile = `rifiutato-${testInfo.project.name}-${Date.now()}.png`;
  await withFailingWrites(
    { table: 'files', operation: 'INSERT', column: 'name', value: refusedFile },
    async () => {
      await submitBrand(refusedFile);
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: 'Errore upload file' }),
      ).toBeVisible();
    },
  );
  expect(await filesNamed(refusedFile)).toBe(0);

  // The upload works, attaching it to the company fails: the uploaded file is removed again.
  const orphanFile = `orfano-${testInfo.project.name}-${Date.now()}.png`;
  await withFailingWrites(
    { table: 'hr_companies', operation: 'UPDATE', column: 'email', value: email },
    async () => {
      await submitBrand(orphanFile);
      await expect(
        page.getByRole('dialog').getByRole('heading', { name: 'Errore aggiornamento company con logo' }),
      ).toBeVisible();
    },
  );
  expect(await filesNamed(orphanFile)).toBe(0);

  const me = await strapi('/api/me', { jwt: await jwtFor(email) });
  const company = (me.body as { hr_company: Record<string, unknown> }).hr_company;
  expect(company.logo ?? null).toBeNull();
  expect(company.descrizione ?? null).toBeNull();
});
