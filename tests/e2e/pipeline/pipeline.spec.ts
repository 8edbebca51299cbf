// The recruiter's pipeline (issue 43), with JavaScript on and off: a member of the team moves an unlocked candidate
// to "Colloquio", attaches them to a job post and writes a note on the resource profile; the titolare, in a browser
// of its own, sees both on the job post's pipeline, and downloads the export of the unlocked candidates.
import { readFile } from 'node:fs/promises';
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { publishJobPost } from '../../support/job-post';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';
import { addMember } from '../../support/team';

test('a member moves a candidate to Colloquio and adds a note; the titolare sees both and exports', async ({
  page,
  browser,
  company,
  accounts,
  isJs,
}, testInfo) => {
  await setCredits(company.id, 3);
  const titolareJwt = await jwtFor(company.email);
  const candidate = await accounts.candidate({ nome: 'Niccolò', cognome: 'Pipeline' });
  expect(
    (await strapi(`/api/human-resources/${candidate.id}/unlock`, { method: 'POST', jwt: titolareJwt }))
      .status,
  ).toBe(200);
  expect(
    (
      await strapi('/api/shop/activate', {
        method: 'POST',
        jwt: titolareJwt,
        json: { product: 'promuovi_ricerca' },
      })
    ).status,
  ).toBe(200);
  const post = await publishJobPost(titolareJwt, { posizione: 'Saldatore a filo' });
  expect(post.status).toBe(201);
  const postId = (post.body.data as { documentId: string }).documentId;
  const member = await addMember(company.email, `e2e-${isJs ? 'js' : 'nojs'}-pipeline`, {
    nome: 'Giulia',
    cognome: 'Verdi',
  });

  // The member, on the candidate's profile.
  await login(page, member.email);
  await page.goto(`/resource-profile/${candidate.id}`);
  const panel = page.getByTestId('pipeline-panel');
  await expect(panel.getByRole('heading', { name: 'Selezione' })).toBeVisible();
  await panel.getByLabel('Fase').selectOption('colloquio');
  if (!isJs) await panel.getByRole('button', { name: 'Aggiorna fase' }).click();
  await expect(panel.getByTestId('stage-changed')).toContainText('Fase aggiornata da Giulia Verdi');
  await panel.getByLabel('Annuncio').selectOption(postId);
  await panel.getByRole('button', { name: 'Aggiungi all’annuncio' }).click();
  await expect(panel.getByLabel('Annuncio')).toHaveValue(postId);
  const note = `Colloquio fissato per lunedì <b>alle 10</b> (${testInfo.project.name})`;
  await panel.getByLabel('Nuova nota').fill(note);
  await panel.getByRole('button', { name: 'Aggiungi nota' }).click();
  await expect(panel.getByTestId('pipeline-note').first()).toContainText(note);
  await expect(panel.getByTestId('pipeline-note').first()).toContainText('Giulia Verdi');
  await expect(panel.getByLabel('Fase')).toHaveValue('colloquio');

  // A note over the limit never leaves the browser (maxlength), and Strapi would refuse it anyway.
  await expect(panel.getByLabel('Nuova nota')).toHaveAttribute('maxlength', '2000');

  // The titolare, in a browser of its own: the job post's pipeline.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: isJs,
    locale: 'it-IT',
    acceptDownloads: true,
  });
  const titolare = await context.newPage();
  try {
    await login(titolare, company.email);
    await titolare.goto(`/company-job-posts/${postId}`);
    const colloquio = titolare.getByTestId('pipeline-fase-colloquio');
    await expect(colloquio.getByRole('heading')).toHaveText('Colloquio (1)');
    const entry = colloquio.getByTestId('pipeline-candidate');
    await expect(entry.getByRole('link', { name: 'Niccolò Pipeline' })).toBeVisible();
    // The note as text: its markup is escaped, never drawn.
    await expect(entry).toContainText(note);
    await expect(entry).toContainText('Fase aggiornata da Giulia Verdi');
    await expect(
      titolare.getByTestId('pipeline-fase-da_contattare').getByTestId('pipeline-candidate'),
    ).toHaveCount(0);

    // The job posts list counts it.
    await titolare.goto('/company-job-posts');
    await expect(
      titolare.getByTestId('job-post').filter({ hasText: 'Saldatore a filo' }).getByTestId('stage-counts'),
    ).toHaveText('Candidati per fase: Colloquio 1');

    // The unlocked list, filtered by stage, and its export.
    await titolare.goto('/company-unlocked-profiles');
    const filters = titolare.getByTestId('pipeline-filters');
    await filters.getByLabel('Fase').selectOption('colloquio');
    await filters.getByRole('button', { name: 'Applica filtri' }).click();
    await expect(titolare).toHaveURL(/fase=colloquio/);
    await expect(titolare.getByTestId('candidate-card')).toHaveCount(1);
    const [download] = await Promise.all([
      titolare.waitForEvent('download'),
      filters.getByRole('link', { name: 'Scarica CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^candidati-sbloccati-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(`Niccolò;Pipeline;${candidate.email};${candidate.telefono}`);
    expect(csv).toContain('Colloquio');
  } finally {
    await context.close();
  }
});

test('the titolare creates an API key, sees it once, and revokes it; the ATS endpoint follows', async ({
  page,
  company,
}) => {
  await login(page, company.email);
  await page.goto('/company-info');
  await page.getByRole('link', { name: 'Chiavi API per il tuo ATS' }).click();
  await expect(page).toHaveURL(/\/company-info\/chiavi-api$/);
  const panel = page.getByTestId('api-keys');
  await panel.getByLabel('Nome della chiave').fill('ATS di prova');
  await panel.getByRole('button', { name: 'Crea chiave' }).click();
  const key = (await panel.getByTestId('api-key-created').textContent())?.trim() ?? '';
  expect(key).toMatch(/^rp_live_[A-Za-z0-9_-]{43}$/);
  const ats = () => strapi('/api/ats/v1/candidati', { headers: { Authorization: `Bearer ${key}` } });
  expect((await ats()).status).toBe(200);

  // Shown once: the page drawn again has only its first characters.
  await page.goto('/company-info/chiavi-api');
  await expect(panel.getByTestId('api-key-created')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(key);
  await expect(panel.getByTestId('api-key')).toContainText(key.slice(0, 14));

  await panel.getByRole('button', { name: 'Revoca ATS di prova' }).click();
  await expect(panel.getByTestId('api-key')).toContainText('Revocata il');
  expect((await ats()).status).toBe(401);
});
