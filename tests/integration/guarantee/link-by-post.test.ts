// The candidate's guarantee link (issue 39 item 9): `/garanzia/<token>` used to confirm on a plain GET, so one mail
// scanner opening the link closed every open report on that candidate and cost the companies their refund. Now GET
// and HEAD only show a page with a button (a form post with the CSRF token, as every public form); the post
// confirms. Strapi's confirmation answers PATCH only: a GET on it changes nothing either.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { waitForMail } from '../../support/mail';
import { setCredits } from '../../support/search-db';
import { REMIX, cookieHeader, inputValues, store, type Jar } from '../../support/remix';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('garanzia-post');
afterEach(() => accounts.removeAll());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

const state = async (companyId: number, candidateId: number) => {
  const [row] = await sql<{ stato: string }>(`SELECT stato FROM guarantee_reports WHERE chiave = ?`, [
    `${companyId}:${candidateId}`,
  ]);
  return row?.stato;
};

/** A company's open report on a candidate it unlocked; answers the candidate's token from the e-mail. */
async function openReport() {
  const since = Date.now();
  const company = await accounts.company();
  await setCredits(company.id, 5);
  const candidate = await accounts.candidate();
  const jwt = await jwtFor(company.email);
  const path = `/api/human-resources/${candidate.id}/unlock`;
  expect((await strapi(path, { method: 'POST', jwt, json: { unlocked: true } })).status).toBe(200);
  const reported = await strapi(`/api/guarantee-reports/candidate/${candidate.id}`, {
    method: 'POST',
    jwt,
    json: { tentativo: 'entrambi', primo_tentativo: today() },
  });
  expect(reported.status).toBe(201);
  const asked = await waitForMail(candidate.email, { since, subject: /non è riuscita a contattarti/ });
  const token = /\/garanzia\/([A-Za-z0-9_-]{43})/.exec(asked.text ?? '')?.[1];
  expect(token).toBeTruthy();
  return { company, candidate, token: token! };
}

describe('/garanzia/<token>', () => {
  it('GET and HEAD change nothing (page with a button); the post with the CSRF token confirms', async () => {
    const { company, candidate, token } = await openReport();
    const link = `${REMIX}/garanzia/${token}`;

    const head = await fetch(link, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(200);
    const jar: Jar = new Map();
    const page = await fetch(link, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    store(jar, page);
    const html = await page.text();
    expect(html).toMatch(/<form[^>]*method="post"/i);
    expect(html).toContain('I miei contatti sono corretti');
    // Strapi's own confirmation refuses a GET (only PATCH confirms).
    expect((await strapi(`/api/guarantee/confirm/${token}`)).status).toBeGreaterThanOrEqual(400);
    expect(await state(company.id, candidate.id)).toBe('aperta');

    // A post without the page's token is refused and changes nothing.
    const forged = await fetch(link, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: 'falso' }),
    });
    expect(forged.status).toBe(403);
    expect(await state(company.id, candidate.id)).toBe('aperta');

    const confirmed = await fetch(link, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...inputValues(html), name__confirm: '' }),
    });
    // Said on the page itself (issue 39 item 3): signed out, a redirect to /profilo ended on the login, silent.
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Grazie: i tuoi contatti sono confermati.');
    expect(await state(company.id, candidate.id)).toBe('raggiungibile');
  });

  it('a made-up token: the page still shows nothing changed, the post says the link is not valid (404)', async () => {
    const link = `${REMIX}/garanzia/${'B'.repeat(43)}`;
    const jar: Jar = new Map();
    const page = await fetch(link, { redirect: 'manual' });
    expect(page.status).toBe(200);
    store(jar, page);
    const posted = await fetch(link, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...inputValues(await page.text()), name__confirm: '' }),
    });
    expect(posted.status).toBe(404);
    expect(await posted.text()).toContain('Link non valido o scaduto');
  });
});
