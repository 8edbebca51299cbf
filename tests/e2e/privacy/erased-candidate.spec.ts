// Issue 41: a company unlocks a candidate, the candidate erases their account from Impostazioni (JavaScript on and
// off). The candidate lands on the login page, which says the account was deleted (once: a reload does not say it
// again). The company's old link of the profile says "Profilo cancellato dal candidato" (410, not the not-found page)
// and its unlocked list keeps the row as "Candidato cancellato", with nothing of the person. The database says the
// candidate is gone and the unlock stayed.
import { login, logout } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { createTestCandidate, removeTestCandidate } from '../../support/principals';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const COGNOME = 'Cancellandi';

test('a company sees its unlocked candidate as erased; the candidate sees the login notice', async ({
  page,
  accounts,
}) => {
  const company = await accounts.company();
  await setCredits(company.id, 2);
  const candidate = await createTestCandidate('privacy-erased', { cognome: COGNOME });
  try {
    const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
      method: 'POST',
      jwt: await jwtFor(company.email),
      json: { unlocked: true },
    });
    expect(unlocked.status).toBe(200);

    // Before: the company sees the candidate by name in its list.
    await login(page, company.email);
    await page.goto('/company-unlocked-profiles');
    await expect(page.getByText(`Mario ${COGNOME}`)).toBeVisible();
    await expect(page.getByText('Candidato cancellato')).toHaveCount(0);
    await logout(page);

    // The candidate erases their account.
    await login(page, candidate.email);
    await page.goto('/impostazioni/elimina-account');
    await page.getByLabel('La tua password').fill('Demo1234!');
    await page.getByRole('button', { name: 'Elimina definitivamente il mio account' }).click();
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole('status').filter({ hasText: 'Il tuo account è stato eliminato' });
    await expect(notice).toHaveText(
      'Il tuo account è stato eliminato. Ti abbiamo mandato una conferma per e-mail.',
    );
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    expect(await sql('SELECT id FROM hr_users WHERE id = ?', [candidate.id])).toHaveLength(0);
    expect(await sql('SELECT id FROM unlocks WHERE candidato_cancellato = ?', [candidate.id])).toHaveLength(
      1,
    );
    // A flash: the next page of the login says nothing of it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByText('Il tuo account è stato eliminato')).toHaveCount(0);

    // The company's old link: the erased profile, said as such.
    await login(page, company.email);
    const answer = await page.goto(`/resource-profile/${candidate.id}`);
    expect(answer?.status()).toBe(410);
    await expect(
      page.getByRole('heading', { name: 'Profilo cancellato dal candidato', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(COGNOME)).toHaveCount(0);

    // Its unlocked list keeps the row, without the person.
    await page.getByRole('link', { name: 'Torna ai profili acquistati' }).click();
    await expect(page).toHaveURL(/\/company-unlocked-profiles$/);
    const erased = page.getByRole('region', { name: 'Candidati cancellati' });
    await expect(erased.getByTestId('erased-unlock')).toHaveCount(1);
    await expect(erased.getByTestId('erased-unlock')).toContainText('Candidato cancellato');
    await expect(erased.getByTestId('erased-unlock')).toContainText(/Sbloccato il \d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByText(COGNOME)).toHaveCount(0);
    await expect(page.getByText(candidate.email)).toHaveCount(0);
    await expect(page.getByTestId('card-pipeline')).toHaveCount(0);
  } finally {
    if ((await sql('SELECT id FROM hr_users WHERE id = ?', [candidate.id])).length > 0)
      await removeTestCandidate(candidate.email);
  }
});
