// A job post body that the shared rules accept (strapi/src/catalog/job-post-rules.ts), for tests that need a post:
// each test overrides only what it is about (the position it searches for, the benefits it reads).
import type { Accounts } from './accounts';
import { sql } from './db';
import { jwtFor, strapi } from './strapi';

export const jobPostData = (overrides: Record<string, unknown> = {}) => ({
  posizione: 'Operatore CNC',
  titoloStudio: '2',
  esperienza: 'Tra i 5 ed i 10 anni',
  qualifica: 'Operaio',
  tipoContratto: 'indeterminato',
  residenza: 'MI',
  ral: 'between_30K_40K',
  benefits: 'Mensa aziendale',
  ...overrides,
});

/** Publishes a post as the company of `jwt` (Promuovi ricerca active), through POST /api/annuncis. */
export const publishJobPost = (jwt: string, overrides: Record<string, unknown> = {}) =>
  strapi('/api/annuncis', { method: 'POST', jwt, json: { data: jobPostData(overrides) } });

/**
 * A company of the test's own (`accounts`) whose work place is `citta` (`provincia`), with Promuovi ricerca active,
 * ready to publish: its JWT. The work place is written straight into the row, as company-info would save it; with
 * `address: 'io'` the place is its operating address and it has no work address (registration leaves it empty).
 */
export async function companyWorkingIn(
  accounts: Accounts,
  citta: string,
  provincia: string,
  address: 'lavoro' | 'io' = 'lavoro',
): Promise<string> {
  const company = await accounts.company();
  await sql(
    address === 'lavoro'
      ? 'UPDATE hr_companies SET lavoro_citta = ?, lavoro_provincia = ? WHERE id = ?'
      : 'UPDATE hr_companies SET io_citta = ?, io_provincia = ?, lavoro_citta = NULL, lavoro_provincia = NULL WHERE id = ?',
    [citta, provincia, company.id],
  );
  const jwt = await jwtFor(company.email);
  const activated = await strapi('/api/shop/activate', {
    method: 'POST',
    jwt,
    json: { product: 'promuovi_ricerca' },
  });
  if (activated.status !== 200) throw new Error(`activating Promuovi ricerca answered ${activated.status}`);
  return jwt;
}
