// A candidate (the test's own, registered through the wizard's endpoint) opens the wizard from their profile,
// edits two steps and saves: the change is stored, nothing else changes.
import { createRequire } from 'node:module';
import { login } from '../../support/auth';
import { validPayload } from '../../support/candidate-payload';
import { expect, test } from '../../support/fixtures';
import { jwtFor, strapi } from '../../support/strapi';
import { choice, expectStep, next } from '../../support/wizard';

// The catalogue is Strapi's (CommonJS): required, since an ESM import cannot see its named exports.
type Catalog = typeof import('../../../strapi/src/catalog/scheda-tecnica/helpers');
const { normalizeSchedaTecnica } = createRequire(import.meta.url)(
  '../../../strapi/src/catalog/scheda-tecnica/helpers',
) as Catalog;

type Profile = Record<string, unknown>;

const VOLATILE = ['updatedAt', 'ultima_modifica', 'telefono', 'occupazione'];

/** Lookup relations by value; multiple-choice lists as sets (the wizard saves them in display order). */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((entry) =>
      entry && typeof entry === 'object' && 'value' in entry ? entry.value : comparable(entry),
    );
    return items.every((item) => typeof item === 'string') ? [...items].sort() : items;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VOLATILE.includes(key))
        .map(([key, inner]) => [key, comparable(inner)]),
    );
  }
  return value;
}

async function profileOf(email: string): Promise<Profile> {
  const me = await strapi('/api/me', { jwt: await jwtFor(email) });
  return (me.body as { hr_user: Profile }).hr_user;
}

test('a candidate edits two steps and saves: only those fields change', async ({ page, accounts }) => {
  test.setTimeout(120_000);
  // Its technical sheet complete, as the wizard writes one (every key, nothing ticked but what was chosen).
  const { email } = await accounts.candidate({
    scheda_tecnica: normalizeSchedaTecnica(validPayload().scheda_tecnica),
  });
  const before = await profileOf(email);
  const telefono = before.telefono === '3400000001' ? '3400000002' : '3400000001';
  const occupazione = before.occupazione === 'Occupato' ? 'Disoccupato / inoccupato' : 'Occupato';

  await login(page, email);
  await page.goto('/onboarding-u');
  await expectStep(page, 1, 'Dati anagrafici');
  await expect(page.getByText('Modifica profilo', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna al profilo' })).toHaveAttribute('href', '/profilo');
  await expect(page.getByLabel('Sono disponibile a essere contattato per un colloquio')).toHaveCount(0);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(String(before.nome));
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByLabel('Telefono', { exact: true }).fill(telefono);
  await next(page, '/stato-occupazionale');
  await choice(page, 'Stato occupazionale', occupazione).check();
  for (const path of [
    '/titolo-di-studio',
    '/conoscenze-informatiche',
    '/conoscenze-linguistiche',
    '/mansioni',
    '/scheda-tecnica',
    '/valori-aziendali-ricercati',
    '/altre-informazioni',
  ]) {
    await next(page, path);
  }
  await expect(page.getByRole('button', { name: 'Avanti' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salva profilo' }).click();
  await expect(page).toHaveURL(/\/profilo$/);

  const after = await profileOf(email);
  expect(after.telefono).toBe(telefono);
  expect(after.occupazione).toBe(occupazione);
  expect(comparable(after)).toEqual(comparable(before));
});
