// Issue 43: on a job post's page, the card of an interested candidate the company unlocked carries the unlocked
// list's stage form (the same StageForm); a candidate still locked has none. With JavaScript the select saves in
// place; without, 'Aggiorna fase' posts and the page comes back. The stage is Strapi's: the post's pipeline and a
// fresh page show it.
import { login } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { publishJobPost } from '../../support/job-post';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

test('an unlocked interested candidate is moved to Proposta from its card', async ({
  page,
  company,
  accounts,
  isJs,
}) => {
  await setCredits(company.id, 2);
  const jwt = await jwtFor(company.email);
  expect(
    (await strapi('/api/shop/activate', { method: 'POST', jwt, json: { product: 'promuovi_ricerca' } }))
      .status,
  ).toBe(200);
  const post = await publishJobPost(jwt, { posizione: 'Carpentiere in ferro' });
  expect(post.status).toBe(201);
  const postId = (post.body.data as { documentId: string }).documentId;
  const unlocked = await accounts.candidate({ nome: 'Ottavio', cognome: 'Interessato' });
  const locked = await accounts.candidate({ nome: 'Severino', cognome: 'Bloccato' });
  for (const fan of [unlocked, locked]) {
    const marked = await strapi(`/api/user/annuncis/${postId}/interesse`, {
      method: 'POST',
      jwt: await jwtFor(fan.email),
    });
    expect(marked.status).toBe(200);
  }
  expect((await strapi(`/api/human-resources/${unlocked.id}/unlock`, { method: 'POST', jwt })).status).toBe(
    200,
  );

  await login(page, company.email);
  await page.goto(`/company-job-posts/${postId}`);
  const interested = page.locator('section[aria-labelledby="interessati"]');
  const card = interested.getByTestId('candidate-card').filter({ hasText: 'Ottavio Interessato' });
  const lockedCard = interested.getByTestId('candidate-card').filter({ hasText: 'Severino' });
  await expect(lockedCard).toBeVisible();
  await expect(lockedCard.getByTestId('stage-form')).toHaveCount(0);
  const form = card.getByTestId('stage-form');
  await expect(form.getByLabel('Fase')).toHaveValue('da_contattare');
  await form.getByLabel('Fase').selectOption('proposta');
  if (!isJs) await form.getByRole('button', { name: 'Aggiorna fase' }).click();
  // The post's pipeline (read again after the change) shows it under Proposta.
  await expect(page.getByTestId('pipeline-fase-proposta').getByRole('heading')).toHaveText('Proposta (1)');
  await expect
    .poll(
      async () =>
        ((await strapi(`/api/pipeline/candidates/${unlocked.id}`, { jwt })).body.data as { fase: string })
          .fase,
    )
    .toBe('proposta');
  await page.reload();
  await expect(
    interested
      .getByTestId('candidate-card')
      .filter({ hasText: 'Ottavio Interessato' })
      .getByTestId('stage-form')
      .getByLabel('Fase'),
  ).toHaveValue('proposta');
});
