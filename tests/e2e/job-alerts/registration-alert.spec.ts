// Issue 42 item 1 at the end of the wizard, with JavaScript on and off: a new candidate ticks "Avvisami dei nuovi
// annunci" (unticked by default) on the last step of the registration, with a radius; a tampered radius is refused
// with the Italian message and a 400, keeping what was typed; sent again, the account is created with the job alert
// on (the consent recorded) and /impostazioni shows it on, with the radius chosen.
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { postStatus } from '../../support/forms';
import { jwtFor, strapi } from '../../support/strapi';
import { choice, fillWholeWizard } from '../../support/wizard';

/** The account confirmed and given the demo password, as the tests' own candidates are (principals.ts). */
const confirm = (email: string) =>
  sql(
    `UPDATE up_users SET confirmed = ?,
       password = (SELECT password FROM up_users WHERE email = 'azienda@demo.it') WHERE email = ?`,
    [true, email],
  );

test('a new candidate turns the job alert on at the end of the wizard', async ({
  page,
  isJs,
  accounts,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `avviso.${testInfo.project.name}.${Date.now()}@esempio.it`;
  accounts.adopt(email);
  await fillWholeWizard(page, isJs, email);

  const box = page.getByRole('checkbox', { name: 'Avvisami dei nuovi annunci' });
  const radius = page.getByLabel('Distanza degli annunci dell’avviso');
  await expect(box).not.toBeChecked();
  await expect(radius).toHaveValue('0');
  await box.check();
  // A radius that is not one of the board's: refused, nothing lost.
  await radius.evaluate((select: HTMLSelectElement) => {
    select.add(new Option('7 km', '7'));
    select.value = '7';
  });
  expect(await postStatus(page, '/altre-informazioni', page.getByRole('button', { name: 'Avanti' }))).toBe(
    400,
  );
  await expect(page.getByText('Preferenze e-mail non valide.')).toBeVisible();
  await expect(box).toBeChecked();
  await expect(choice(page, 'Mansioni preferite', 'Tornitore')).toBeChecked();
  expect(await sql('SELECT id FROM up_users WHERE email = ?', [email])).toHaveLength(0);

  await radius.selectOption({ label: 'Entro 30 km da casa' });
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Email di conferma inviata!' }),
  ).toBeVisible();

  await confirm(email);
  const settings = (await strapi('/api/hr-users/me/avvisi', { jwt: await jwtFor(email) })).body.data as {
    annunci: boolean;
    km: number;
    consenso_il: string | null;
  };
  expect(settings).toMatchObject({ annunci: true, km: 30 });
  expect(Math.abs(Date.parse(settings.consenso_il ?? '') - Date.now())).toBeLessThan(120_000);

  await login(page, email);
  await page.goto('/impostazioni');
  const mails = page.getByRole('region', { name: 'E-mail', exact: true });
  await expect(mails.getByRole('checkbox', { name: 'Avvisami dei nuovi annunci' })).toBeChecked();
  await expect(mails.getByLabel('Distanza degli annunci dell’avviso')).toHaveValue('30');
});

test('a new candidate who leaves the box unticked has no job alert', async ({
  page,
  isJs,
  accounts,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `senzavviso.${testInfo.project.name}.${Date.now()}@esempio.it`;
  accounts.adopt(email);
  await fillWholeWizard(page, isJs, email);
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Email di conferma inviata!' }),
  ).toBeVisible();
  await confirm(email);
  const settings = (await strapi('/api/hr-users/me/avvisi', { jwt: await jwtFor(email) })).body.data;
  expect(settings).toMatchObject({ annunci: false, consenso_il: null });
});
