// Issue 41 (GDPR art. 15): a candidate sees on their profile page the companies that unlocked their contacts, with
// the date, and how many they are.
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

test('a candidate sees the companies that unlocked them', async ({ page, accounts, candidate }) => {
  const names: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const company = await accounts.company();
    await setCredits(company.id, 2);
    const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
      method: 'POST',
      jwt: await jwtFor(company.email),
      json: { unlocked: true },
    });
    expect(unlocked.status).toBe(200);
    const [row] = await sql<{ nome: string }>('SELECT nome FROM hr_companies WHERE id = ?', [company.id]);
    names.push(row.nome);
  }
  await login(page, candidate.email);
  await page.goto('/profilo');
  const section = page.getByRole('region', { name: 'Chi ha ricevuto i tuoi contatti' });
  await expect(section.getByTestId('sbloccato-da')).toHaveText('Profilo sbloccato da 2 aziende');
  for (const name of names) await expect(section.getByText(name)).toBeVisible();
});
