// Issue 41: a new version of the terms asks, at the next sign-in and before anything else, for acceptance; the
// acceptance is recorded and the person goes on where they were going.
import { createRequire } from 'node:module';
import { submitLogin } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';

// The catalogue is Strapi's (CommonJS): required, since an ESM import cannot see its named exports.
type Catalog = typeof import('../../../strapi/src/catalog/privacy');
const { LEGAL_VERSIONS } = createRequire(import.meta.url)('../../../strapi/src/catalog/privacy') as Catalog;

test('a new terms version asks for acceptance at sign-in', async ({ page, candidate }) => {
  // As if the current terms came out after this candidate accepted theirs.
  await sql('UPDATE up_users SET termini_accettati = ? WHERE email = ?', [
    LEGAL_VERSIONS.termini - 1,
    candidate.email,
  ]);
  await submitLogin(page, candidate.email);
  await expect(page).toHaveURL(/\/nuovi-termini\?redirectTo=%2Fprofilo$/);
  await expect(
    page.getByRole('heading', { name: 'Abbiamo aggiornato i nostri testi', level: 1 }),
  ).toBeVisible();
  // Another page of the area is not reachable before accepting.
  await page.goto('/impostazioni');
  await expect(page).toHaveURL(/\/nuovi-termini\?redirectTo=%2Fimpostazioni$/);
  await page.getByRole('button', { name: 'Accetto' }).click();
  await expect(page).toHaveURL(/\/impostazioni$/);
  const [row] = await sql<{ termini: number | string }>(
    'SELECT termini_accettati AS termini FROM up_users WHERE email = ?',
    [candidate.email],
  );
  expect(Number(row.termini)).toBe(LEGAL_VERSIONS.termini);
});
