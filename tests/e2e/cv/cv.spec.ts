// Issue 42 item 5, JavaScript on and off: "Scarica il CV (PDF)" is a plain link; the candidate downloads their own
// CV from /profilo, a company the CV of a profile it unlocked; a locked profile has no link and its route answers 404.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

/** Clicks the CV link of `page` and answers the download's file name and first bytes. */
async function downloadCv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Scarica il CV (PDF)' }).click();
  const file = await download;
  const bytes = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

async function cognomeOf(id: number) {
  const [row] = await sql<{ cognome: string }>('SELECT cognome FROM hr_users WHERE id = ?', [id]);
  // As Strapi writes it into the file name (api/human-resource/services/cv.ts): accents dropped, the rest '-'.
  return row.cognome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

test('the candidate downloads their CV from /profilo', async ({ page, candidate }) => {
  await login(page, candidate.email);
  await page.goto('/profilo');
  const cv = await downloadCv(page);
  expect(cv.name).toMatch(new RegExp(`^CV-.+-${await cognomeOf(candidate.id)}-${today()}\\.pdf$`));
  expect(cv.head).toBe('%PDF-');
});

test('a company downloads the CV of an unlocked profile; a locked one has no link and a 404', async ({
  page,
  accounts,
  candidate,
  company,
}) => {
  await setCredits(company.id, 1);
  const unlocked = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
    method: 'POST',
    jwt: await jwtFor(company.email),
    json: { unlocked: true },
  });
  expect(unlocked.status).toBe(200);
  const locked = await accounts.candidate();

  await login(page, company.email);
  await page.goto(`/resource-profile/${candidate.id}`);
  const cv = await downloadCv(page);
  expect(cv.name).toMatch(new RegExp(`^CV-.+-${await cognomeOf(candidate.id)}-${today()}\\.pdf$`));
  expect(cv.head).toBe('%PDF-');

  await page.goto(`/resource-profile/${locked.id}`);
  await expect(page.getByRole('link', { name: 'Acquista Profilo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scarica il CV (PDF)' })).toHaveCount(0);
  const refused = await page.request.get(`/resource-profile/${locked.id}/cv`);
  expect(refused.status()).toBe(404);
  expect(await refused.text()).toBe(
    'CV non disponibile: il profilo non esiste o non è tra quelli che hai sbloccato.',
  );
});
