// The guarantee tells people why (issue 39 item 3). A company past the 20% limit is told so by the report form before
// sending, with its numbers (Strapi's state and the report page, JavaScript off); after sending, the profile and the
// list say that the report went to the staff and why. A refunded candidate's profile says they are hidden from the
// searches until they confirm, not the open report's notice. Runs on SQLite and PostgreSQL alike.
import { afterEach, describe, expect, it } from 'vitest';
import { GARANZIA_MESSAGGI } from '#catalog/guarantee-rules.ts';
import { ownAccounts, type TestCompany } from '../../support/accounts';
import { sql } from '../../support/db';
import { load, postForm, remixSignIn } from '../../support/remix';
import { setCredits } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('garanzia-perche');
afterEach(() => accounts.removeAll());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

async function unlocked(company: TestCompany, jwt: string): Promise<number> {
  const candidate = await accounts.candidate();
  const answer = await strapi(`/api/human-resources/${candidate.id}/unlock`, {
    method: 'POST',
    jwt,
    json: { unlocked: true },
  });
  expect(answer.status).toBe(200);
  return candidate.id;
}

type State = { limite: { codice: string; avviso: string } | null };
const stateOf = async (jwt: string, id: number) =>
  (await strapi(`/api/guarantee-reports/candidate/${id}`, { jwt })).body.data as State;

const QUOTA_NOTICE =
  'Negli ultimi 90 giorni hai 1 segnalazione rimborsata o in attesa di rimborso su 3 profili sbloccati; il massimo è il 20% dei profili sbloccati, arrotondato per difetto e almeno 1 (per te 1): se invii questa segnalazione, passa al nostro staff, che la verificherà.';

describe('the guarantee’s limits, said', () => {
  it('before sending (with the numbers) and after (the profile and the list say why)', async () => {
    const company = await accounts.company();
    await setCredits(company.id, 3);
    const jwt = await jwtFor(company.email);
    const [a, b, c] = [
      await unlocked(company, jwt),
      await unlocked(company, jwt),
      await unlocked(company, jwt),
    ];
    // Nothing reported yet: under every limit, nothing to say.
    expect((await stateOf(jwt, a)).limite).toBeNull();
    const first = await strapi(`/api/guarantee-reports/candidate/${a}`, {
      method: 'POST',
      jwt,
      json: { tentativo: 'entrambi', primo_tentativo: today() },
    });
    expect(first.status).toBe(201);
    // 3 unlocks in 90 days: a share of 1, taken. The next report would go to the staff: said with the numbers.
    expect((await stateOf(jwt, b)).limite).toEqual({ codice: 'limite_quota', avviso: QUOTA_NOTICE });

    // The report page (JavaScript off) says it before sending.
    const jar = await remixSignIn(company.email);
    const page = await load(jar, `/resource-profile/${b}/segnala`);
    expect(page.html).toContain(QUOTA_NOTICE);

    // Sent from the profile: the profile says why it went to the staff.
    const sent = await postForm(jar, `/resource-profile/${b}/segnala`, [
      ['tentativo', 'telefono'],
      ['primo_tentativo', today()],
      ['redirectTo', `/resource-profile/${b}`],
    ]);
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/resource-profile/${b}`);
    expect((await load(jar, sent.location!)).html).toContain(`${GARANZIA_MESSAGGI.limite_quota}.`);
    // A flash notice: said once, not again on a reload.
    expect((await load(jar, sent.location!)).html).not.toContain(GARANZIA_MESSAGGI.limite_quota);

    // Sent from the list: the list says it too.
    const fromList = await postForm(jar, `/resource-profile/${c}/segnala?da=elenco`, [
      ['tentativo', 'email'],
      ['primo_tentativo', today()],
      ['redirectTo', '/company-unlocked-profiles'],
    ]);
    expect(fromList.location).toBe('/company-unlocked-profiles');
    expect((await load(jar, fromList.location!)).html).toContain(`${GARANZIA_MESSAGGI.limite_quota}.`);
  });

  it('a refunded candidate is told they are hidden from the searches until they confirm', async () => {
    const candidate = await accounts.candidate();
    const jar = await remixSignIn(candidate.email);
    const hidden =
      'finché non confermi o correggi telefono ed e-mail, il tuo profilo non compare nelle ricerche delle aziende';
    expect((await load(jar, '/profilo')).html).not.toContain(hidden);
    // What the refund leaves (guarantee-report.ts): the contacts to verify.
    await sql('UPDATE hr_users SET contatti_da_verificare = ? WHERE id = ?', [true, candidate.id]);
    const profile = await load(jar, '/profilo');
    expect(profile.html).toContain(hidden);
    expect(profile.html).not.toContain('Controlla che telefono ed e-mail siano corretti e confermali');
  });
});
