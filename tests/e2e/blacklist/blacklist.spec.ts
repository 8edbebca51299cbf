// A blacklist where a company would see the candidate (spec 01 §5 'P. IVA da escludere', issue 28 item 4), with
// JavaScript on and off: a company of the test's own first finds its own candidate everywhere a company meets
// candidates (the search, the profile URL typed directly, favourites, unlocked profiles, the interested of its job
// post, the recommended profiles of its alert); once the candidate blacklists the company's P. IVA, none of those
// places shows them, and the profile URL answers 404. The first half is what makes the second able to fail: each
// place is shown to list the candidate before it is asked not to.
// The candidate saves the blacklist through the Strapi call the wizard's last step makes (update-profile with the
// candidate's own token); the wizard's form itself is tested in wizard-registration.spec.ts.
import type { Page } from '@playwright/test';
import { validPayload } from '../../support/candidate-payload';
import { login } from '../../support/auth';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';
import { publishJobPost } from '../../support/job-post';

/** The places of the company's pages where a candidate can appear, by name. */
const PLACES = ['ricerca', 'profilo', 'preferiti', 'sbloccati', 'annuncio', 'consigliati'] as const;

/** A word no seeded technical sheet has (letters only: digit runs in free text are refused as phone numbers). */
const rareWord = () =>
  `Berillio${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'qwertyuiop'[Number(d)])}`;

/**
 * The places of PLACES whose page shows the candidate: a card linking to their profile, or (the profile URL) the
 * profile itself. Every page must answer; only the profile may answer 404, with its Italian message.
 */
async function placesShowing(
  page: Page,
  paths: Record<(typeof PLACES)[number], string>,
  candidateId: number,
) {
  const cardLink = page.locator(
    `a[href="/resource-profile/${candidateId}"], a[href^="/resource-profile/${candidateId}?"]`,
  );
  const seen: string[] = [];
  for (const place of PLACES) {
    const response = await page.goto(paths[place]);
    if (place === 'profilo') {
      if (response?.status() === 404) {
        await expect(
          page.getByRole('heading', { name: 'Non siamo riusciti a trovare il profilo' }),
        ).toBeVisible();
        continue;
      }
      expect(response?.status(), paths[place]).toBe(200);
      await expect(page.getByRole('heading', { name: 'Bianca Riservata' }).first()).toBeVisible();
      seen.push(place);
      continue;
    }
    expect(response?.status(), paths[place]).toBe(200);
    if ((await cardLink.count()) > 0) seen.push(place);
  }
  return seen;
}

test('a company blacklisted by a candidate never sees them: search, profile, favourites, unlocked, job post, alert', async ({
  page,
  company,
  accounts,
}) => {
  test.setTimeout(300_000);
  const word = rareWord();
  // A profile of its own: a name and technical-sheet word of this test, an experience the alert below asks for.
  const profile = {
    ...validPayload(),
    nome: 'Bianca',
    cognome: 'Riservata',
    esperienza: 'Superiore ai 10 anni',
    scheda_tecnica: { saldatura: { tipi: ['TIG', 'Altro'], extra: `Saldatura del ${word}` } },
  };
  const candidate = await accounts.candidate(profile);
  // Modified today: the newest of the alert's matches (newest first, then the highest id), so on the first page
  // of recommendations.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const modifiedToday = () =>
    sql('UPDATE hr_users SET ultima_modifica = ? WHERE id = ?', [today, candidate.id]);
  await modifiedToday();
  const companyJwt = await jwtFor(company.email);
  const candidateJwt = await jwtFor(candidate.email);

  // The company's rows that name the candidate: a favourite, an unlock (1 credit), a job post the candidate is
  // interested in, and an Alert Database whose filters the candidate matches.
  const favourite = await strapi(`/api/human-resources/${candidate.id}/favourites`, {
    method: 'POST',
    jwt: companyJwt,
    json: { favourite: true },
  });
  expect(favourite.status, JSON.stringify(favourite.body)).toBe(200);
  await setCredits(company.id, 1);
  const unlock = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
    method: 'POST',
    jwt: companyJwt,
    json: { unlocked: true },
  });
  expect(unlock.status, JSON.stringify(unlock.body)).toBe(200);
  const activated = await strapi('/api/shop/activate', {
    method: 'POST',
    jwt: companyJwt,
    json: { product: 'promuovi_ricerca' },
  });
  expect(activated.status).toBe(200);
  const post = await publishJobPost(companyJwt, { posizione: `Saldatore ${word}` });
  expect(post.status, JSON.stringify(post.body)).toBe(201);
  const postId = (post.body.data as { documentId: string }).documentId;
  const interest = await strapi(`/api/user/annuncis/${postId}/interesse`, {
    method: 'POST',
    jwt: candidateJwt,
  });
  expect(interest.status).toBe(200);
  // Stored as the alert wizard saves it (company-foryou.spec.ts reads the same shape back).
  const filtri = {
    aree_di_competenza: ['Saldatura'],
    luogoLavoro: 'all',
    titoloStudio: 0,
    esperienza: 'Superiore ai 10 anni',
    qualifica: 'all',
    categoriaProtetta: 'all',
  };
  await sql('UPDATE hr_companies SET filtri = ? WHERE id = ?', [JSON.stringify(filtri), company.id]);

  const paths = {
    ricerca: `/company-home?residenza=Milano&scheda_tecnica=${word}`,
    profilo: `/resource-profile/${candidate.id}`,
    preferiti: '/company-favorites',
    sbloccati: '/company-unlocked-profiles',
    annuncio: `/company-job-posts/${postId}`,
    consigliati: '/company-foryou',
  };
  await login(page, company.email);
  expect(await placesShowing(page, paths, candidate.id)).toEqual([...PLACES]);

  // The candidate blacklists the company's P. IVA (the whole profile, as the wizard sends it).
  const saved = await strapi('/api/create-profile/update-profile', {
    method: 'PUT',
    jwt: candidateJwt,
    json: {
      data: {
        ...profile,
        email: candidate.email,
        telefono: candidate.telefono,
        blacklisted_pivas: [{ piva: company.piva }],
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // Still the newest: were the blacklist ignored, it would lead the recommendations again.
  await modifiedToday();
  expect(await placesShowing(page, paths, candidate.id)).toEqual([]);
  // The company's own records stay (what it paid for is its history); only the candidate is hidden.
  const [rows] = await sql<{ favourites: number | string; unlocks: number | string }>(
    `SELECT (SELECT count(*) FROM favourites WHERE chiave = ?) AS favourites,
            (SELECT count(*) FROM unlocks WHERE chiave = ?) AS unlocks`,
    [`${company.id}:${candidate.id}`, `${company.id}:${candidate.id}`],
  );
  expect([Number(rows.favourites), Number(rows.unlocks)]).toEqual([1, 1]);
});
