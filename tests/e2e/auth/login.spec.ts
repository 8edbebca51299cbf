import { expect, test } from '../../support/fixtures';
import { login, logout, submitLogin } from '../../support/auth';

test.describe('login', () => {
  test('a candidate lands on /profilo with the candidate navigation', async ({ page }) => {
    await login(page, 'candidato@demo.it');
    await expect(page).toHaveURL(/\/profilo$/);
    const nav = page.getByRole('navigation', { name: 'Navigazione candidato' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Posizioni ricercate dalle aziende' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a company lands on /company-home with its menu and credit', async ({ page }) => {
    await login(page, 'azienda@demo.it');
    await expect(page).toHaveURL(/\/company-home$/);
    const menu = page.getByRole('navigation', { name: 'Menu azienda' });
    for (const name of [
      'Home',
      'Profili acquistati',
      'Preferiti',
      'Profili consigliati',
      'Promuovi ricerca',
      'Promuovi brand',
      'Upgrade',
      'FAQ',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 5');
  });

  test('an agency does not see the three hidden entries', async ({ page }) => {
    await login(page, 'agenzia@demo.it');
    await expect(page).toHaveURL(/\/company-home$/);
    const menu = page.getByRole('navigation', { name: 'Menu azienda' });
    await expect(menu.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    for (const name of ['Profili consigliati', 'Promuovi ricerca', 'Promuovi brand']) {
      await expect(menu.getByRole('link', { name })).toHaveCount(0);
    }
  });

  test('a company without credits sees 0', async ({ page }) => {
    await login(page, 'azienda0@demo.it');
    await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 0');
  });

  test('a wrong password shows the spec message and keeps the e-mail', async ({ page }) => {
    await submitLogin(page, 'candidato@demo.it', 'Sbagliata123!');
    await expect(page.getByText('E-mail o password errate, riprova!')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('candidato@demo.it');
  });

  test('missing and malformed fields show the spec messages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('*Campo obbligatorio')).toHaveCount(2);
    await page.getByLabel('Email').fill('mario.rossi@');
    await page.getByLabel('Password').fill('x');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText("Il formato dell'indirizzo email non è valido")).toBeVisible();
  });

  test('logout ends the session, on the server too: a copied cookie is refused', async ({
    page,
    candidate,
  }) => {
    // An account of the test's own: logout ends every session of the account.
    await login(page, candidate.email);
    await expect(page).toHaveURL(/\/profilo$/);
    const copied = await page.context().cookies();
    // JWTs carry whole seconds: the session to end must be older than the logout's second.
    await page.waitForTimeout(1100);
    await logout(page);
    await page.goto('/profilo');
    await expect(page).toHaveURL(/\/\?redirectTo=%2Fprofilo$/);
    // Replaying the copied cookie (the attack) gets the login page, not the profile.
    await page.context().addCookies(copied);
    await page.goto('/profilo');
    await expect(page).toHaveURL(/\/\?redirectTo=%2Fprofilo$/);
  });

  test('the login page links to recovery and registration', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.getByRole('link', { name: 'Ho dimenticato la password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('link', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Registrati' })).toBeVisible();
  });
});
