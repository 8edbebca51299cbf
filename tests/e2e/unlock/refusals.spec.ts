// A refused purchase says why in the purchase dialog, with JavaScript on and off, and nothing is spent: no credit
// (issue 6: the insufficient-credits dialog leads to the shop); the candidate's contacts became "da verificare" while
// the dialog was open (issue 39 item 1, the credit guarantee), or the profile is gone (erased, or blacklisting the
// company: one text). The texts are the catalog's (catalog/purchase.ts).
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { companyCredits, setCredits } from '../../support/search-db';

test('the dialog says why Strapi refused the purchase, and nothing is spent', async ({
  page,
  company,
  candidate,
}) => {
  await setCredits(company.id, 2);
  await login(page, company.email);

  // Contacts to verify, from the profile page.
  await page.goto(`/resource-profile/${candidate.id}?acquista=${candidate.id}`);
  const confirm = page.getByRole('dialog', { name: 'Acquisto del profilo' });
  await expect(confirm).toBeVisible();
  await sql('UPDATE hr_users SET contatti_da_verificare = ? WHERE id = ?', [true, candidate.id]);
  await confirm.getByRole('button', { name: 'Conferma acquisto' }).click();
  const refused = page.getByRole('dialog', { name: 'Acquisto non riuscito' });
  await expect(refused).toContainText(
    'Il candidato deve confermare i suoi contatti: finché non lo fa il profilo non si può acquistare',
  );
  await refused.getByRole('link', { name: 'Chiudi' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/resource-profile/${candidate.id}$`));

  // A profile gone, from a card page's dialog (a typed or stale `?acquista=`).
  await page.goto('/company-home?bucket=altri&acquista=2000000000');
  await page
    .getByRole('dialog', { name: 'Acquisto del profilo' })
    .getByRole('button', { name: 'Conferma acquisto' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Acquisto non riuscito' })).toContainText(
    'Questo profilo non è più disponibile: non ti è stato scalato alcun credito.',
  );
  expect(Number((await companyCredits(company.id)).crediti)).toBe(2);
});

test('a company without credits gets the insufficient-credits dialog', async ({ page }) => {
  await login(page, 'azienda0@demo.it');
  await page.goto('/company-home?bucket=altri');
  await page.getByRole('link', { name: 'Acquista Profilo' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Crediti insufficienti' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Acquista crediti' })).toHaveAttribute(
    'href',
    '/company-upgrade',
  );
  await dialog.getByRole('link', { name: 'Annulla' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
