// Issue 41: a candidate erases their own account from Impostazioni, confirmed by the password, and can no longer
// sign in (JavaScript on and off). The database says the account is gone.
import { expect, test } from '@playwright/test';
import { login, submitLogin } from '../../support/auth';
import { sql } from '../../support/db';
import { createTestCandidate } from '../../support/principals';

test('a candidate deletes their account from Impostazioni and cannot sign in', async ({ page }) => {
  const candidate = await createTestCandidate('privacy-e2e');
  await login(page, candidate.email);
  await page.goto('/impostazioni');
  await page.getByRole('link', { name: 'Elimina il mio account' }).click();
  await expect(page.getByRole('heading', { name: 'Elimina il mio account', level: 1 })).toBeVisible();
  await expect(page.getByText('Candidato cancellato')).toBeVisible();

  // A wrong password deletes nothing.
  await page.getByLabel('La tua password').fill('Sbagliata123!');
  await page.getByRole('button', { name: 'Elimina definitivamente il mio account' }).click();
  await expect(page.getByText('La password non è corretta')).toBeVisible();
  expect(await sql('SELECT id FROM up_users WHERE email = ?', [candidate.email])).toHaveLength(1);

  await page.getByLabel('La tua password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Elimina definitivamente il mio account' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sql('SELECT id FROM up_users WHERE email = ?', [candidate.email])).toHaveLength(0);
  expect(await sql('SELECT id FROM hr_users WHERE id = ?', [candidate.id])).toHaveLength(0);

  await submitLogin(page, candidate.email);
  await expect(page.getByText('E-mail o password errate, riprova!')).toBeVisible();
});
