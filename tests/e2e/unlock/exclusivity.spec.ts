// Exclusivity of Alert New Profile subscribers (decisions.md, issue 6), with JavaScript on and off: after a
// subscriber unlocks a candidate, another company sees 'In esclusiva fino al DD/MM/YYYY' instead of the
// purchase button, on the card and on the profile, and cannot buy.
import { randomUUID } from 'node:crypto';
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { companyCredits, movementCount, setCredits, unlockCount } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

type Card = { id: number; nome: string; cognome: string; unlocked: boolean; esclusiva: string | null };

const italianDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

test('a subscriber’s unlock shows the exclusivity to the other companies and blocks their purchase', async ({
  page,
  accounts,
  candidate,
}) => {
  // Two companies of the test's own, the subscriber and another company that sees the exclusivity, and a
  // candidate of its own in a made-up city that only this test searches.
  const subscriber = await accounts.company();
  const viewer = await accounts.company();
  await setCredits(subscriber.id, 3, true);
  await setCredits(viewer.id, 3);
  const viewerJwt = await jwtFor(viewer.email);

  const city = `Esclusiva${randomUUID().slice(0, 8)}`;
  await sql('UPDATE hr_users SET citta = ? WHERE id = ?', [city, candidate.id]);
  const { id } = candidate;

  // The viewer could buy the candidate now.
  const card = (await strapi(`/api/human-resources/${id}`, { jwt: viewerJwt })).body.data as Card;
  expect(card).toMatchObject({ unlocked: false, esclusiva: null });

  const unlock = await strapi(`/api/human-resources/${id}/unlock`, {
    method: 'POST',
    jwt: await jwtFor(subscriber.email),
    json: { unlocked: true },
  });
  expect(unlock.status).toBe(200);
  const profile = (await strapi(`/api/human-resources/${id}`, { jwt: viewerJwt })).body.data as Card & {
    citta: string;
  };
  expect(profile.esclusiva).toBeTruthy();
  const until = italianDate(profile.esclusiva!);

  await login(page, viewer.email);
  await page.goto(`/company-home?residenza=${encodeURIComponent(profile.citta)}`);
  const shown = page
    .getByTestId('candidate-card')
    .filter({ has: page.getByRole('heading', { name: `${card.nome} ${card.cognome}` }) });
  await expect(shown).toContainText(`In esclusiva fino al ${until}`);
  await expect(shown.getByRole('link', { name: 'Acquista Profilo' })).toHaveCount(0);

  // The profile page has no purchase button either; the purchase URL opens the exclusivity notice.
  await page.goto(`/resource-profile/${id}`);
  await expect(page.getByText(`In esclusiva fino al ${until}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acquista Profilo' })).toHaveCount(0);
  await page.goto(`/resource-profile/${id}?acquista=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Profilo in esclusiva' });
  await expect(dialog).toContainText(until);
  await expect(dialog.getByRole('button', { name: 'Conferma acquisto' })).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Annulla' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Strapi refuses the purchase itself, whatever the page showed; no credit is spent: the balance and the unlocks
  // are read from the database before and after the refused call (a page rendered before it could not tell).
  const stored = async () => ({
    ...(await companyCredits(viewer.id)),
    unlocks: await unlockCount(viewer.id),
    movements: await movementCount(viewer.id),
  });
  const before = await stored();
  expect(before).toEqual({ crediti: 3, crediti_abbonamento: 0, unlocks: 0, movements: 0 });
  const refused = await strapi(`/api/human-resources/${id}/unlock`, {
    method: 'POST',
    jwt: viewerJwt,
    json: { unlocked: true },
  });
  expect(refused.status).toBe(409);
  expect(await stored()).toEqual(before);
  // And the menu, rendered after the refusal, says so too.
  await page.goto(`/resource-profile/${id}`);
  await expect(page.getByTestId('credito-residuo')).toHaveText('Credito residuo: 3');
});
