// Every refusal of a purchase says why (issue 39 item 1): Strapi answers each with its code and the catalog's
// Italian text (strapi/src/catalog/purchase.ts), and the Remix page, posted as a browser without JavaScript posts
// the purchase dialog, shows that text in the dialog, with nothing spent. Runs on SQLite and PostgreSQL alike.
import { afterEach, describe, expect, it } from 'vitest';
import { PURCHASE_REFUSALS } from '#catalog/purchase.ts';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { companyCredits, setCredits, unlockCount } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';
import { load, postForm, remixSignIn } from '../../support/remix';

const accounts = ownAccounts('acquisto-rifiuti');
afterEach(() => accounts.removeAll());

const unlockInStrapi = async (jwt: string, id: number) => {
  const { status, body } = await strapi(`/api/human-resources/${id}/unlock`, {
    method: 'POST',
    jwt,
    json: { unlocked: true },
  });
  const error = body.error as { message: string; details: { code: string } } | undefined;
  return { status, code: error?.details.code, message: error?.message };
};

/** The confirmation of the purchase dialog, posted on the page that opened it (`?acquista=<id>`). */
const confirmPurchase = async (jar: Map<string, string>, page: string, id: number) => {
  const path = `${page}${page.includes('?') ? '&' : '?'}acquista=${id}`;
  return postForm(jar, path, [
    ['intent', 'unlock'],
    ['id', String(id)],
    ['redirectTo', page],
  ]);
};

describe('the refusals of a purchase', () => {
  it('contacts to verify: 409 with the catalog text, shown by the profile page’s dialog, no credit spent', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 2);
    const candidate = await accounts.candidate();
    await sql('UPDATE hr_users SET contatti_da_verificare = ? WHERE id = ?', [true, candidate.id]);

    const direct = await unlockInStrapi(await jwtFor(company.email), candidate.id);
    expect(direct).toEqual({
      status: 409,
      code: 'contatti_da_verificare',
      message: PURCHASE_REFUSALS.contatti_da_verificare,
    });

    const jar = await remixSignIn(company.email);
    const answer = await confirmPurchase(jar, `/resource-profile/${candidate.id}`, candidate.id);
    expect(answer.status).toBe(409);
    expect(answer.html).toContain('Acquisto non riuscito');
    expect(answer.html).toContain(PURCHASE_REFUSALS.contatti_da_verificare);
    expect(Number((await companyCredits(company.id)).crediti)).toBe(2);
    expect(await unlockCount(company.id)).toBe(0);
  });

  it('a candidate who blacklisted the company, or one gone: 404 with one text that does not say which', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 2);
    const blacklisting = await accounts.candidate({ blacklisted_pivas: [{ piva: company.piva }] });
    const jwt = await jwtFor(company.email);
    const gone = 2_000_000_000;
    for (const id of [blacklisting.id, gone]) {
      expect(await unlockInStrapi(jwt, id)).toEqual({
        status: 404,
        code: 'profile_missing',
        message: PURCHASE_REFUSALS.profile_missing,
      });
    }

    // From the search page (the card's dialog), without JavaScript: the reason in the dialog, 404.
    const jar = await remixSignIn(company.email);
    for (const id of [blacklisting.id, gone]) {
      const answer = await confirmPurchase(jar, '/company-home?bucket=altri', id);
      expect(answer.status).toBe(404);
      expect(answer.html).toContain('Acquisto non riuscito');
      expect(answer.html).toContain(PURCHASE_REFUSALS.profile_missing);
    }
    expect(Number((await companyCredits(company.id)).crediti)).toBe(2);
  });

  it('no credit: 402 with the catalog text, and the page’s dialog says the same', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 0);
    const candidate = await accounts.candidate();
    expect(await unlockInStrapi(await jwtFor(company.email), candidate.id)).toEqual({
      status: 402,
      code: 'insufficient_credits',
      message: PURCHASE_REFUSALS.insufficient_credits,
    });
    const jar = await remixSignIn(company.email);
    const answer = await confirmPurchase(jar, `/resource-profile/${candidate.id}`, candidate.id);
    expect(answer.status).toBe(302);
    const dialog = await load(jar, answer.location ?? '');
    expect(dialog.html).toContain('Crediti insufficienti');
    expect(dialog.html).toContain(PURCHASE_REFUSALS.insufficient_credits);
  });
});
