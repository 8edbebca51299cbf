// The Team page's intro (issue 39 item 8): an agency has no job posts (decisions.md), so its intro does not list
// "annunci" among what colleagues share; a company's does.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { load, remixSignIn } from '../../support/remix';

const accounts = ownAccounts('team-intro');
afterEach(() => accounts.removeAll());

const intro = (html: string) => /I colleghi del tuo team[^<]*/.exec(html)?.[0] ?? '';

describe('the Team page’s intro', () => {
  it('names the job posts for a company, not for an agency', async () => {
    const company = await accounts.company();
    const companyPage = await load(await remixSignIn(company.email), '/company-info/team');
    expect(companyPage.status).toBe(200);
    expect(intro(companyPage.html)).toContain('annunci');

    const agency = await accounts.company();
    await sql('UPDATE hr_companies SET aut_min = ? WHERE id = ?', ['Aut. Min. 1234/2020', agency.id]);
    const agencyPage = await load(await remixSignIn(agency.email), '/company-info/team');
    expect(agencyPage.status).toBe(200);
    expect(intro(agencyPage.html)).toContain('profili sbloccati e preferiti dell’azienda');
    expect(intro(agencyPage.html)).not.toContain('annunci');
  });
});
