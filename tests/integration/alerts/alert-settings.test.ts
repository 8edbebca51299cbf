// The alerts' endpoints (issue 11), called as a third party holding a company's JWT would call them:
// PUT /api/hr-companies/me/alerts saves or deletes `filtri` / `filtri_profile` with the rules module's strict check,
// and GET /api/human-resources?consigliati=true lists the candidates matching the caller's own saved filters, through
// the same search query as /company-home (never filters from the query string, never a blacklisting candidate).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { companyRow } from '../../support/company';
import { sql } from '../../support/db';
import { addSubscription, blacklistedPair, busiestArea, setUltimaModifica } from '../../support/search-db';
import { jwtFor, strapi } from '../../support/strapi';

/** Each test's companies are its own, removed after it. */
const accounts = ownAccounts('alert-settings');
afterEach(() => accounts.removeAll());

type Page = {
  data: Array<{ id: number }>;
  meta: { pagination: { hasNext: boolean }; alert?: string | null };
};
type Alert = Record<string, unknown>;

const save = (jwt: string, data: Record<string, unknown>) =>
  strapi('/api/hr-companies/me/alerts', { method: 'PUT', jwt, json: { data } });

const codeOf = (body: Record<string, unknown>) =>
  (body.error as { details?: { code?: string } } | undefined)?.details?.code;

const recommended = async (jwt: string, query = '') => {
  const { status, body } = await strapi(`/api/human-resources?consigliati=true${query}`, { jwt });
  expect(status).toBe(200);
  return body as unknown as Page;
};

/** Every id of a listing, page after page (bounded). */
async function allIds(jwt: string, query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 60; page += 1) {
    const { status, body } = await strapi(`/api/human-resources?${query}&page=${page}`, { jwt });
    expect(status).toBe(200);
    const result = body as unknown as Page;
    ids.push(...result.data.map((card) => card.id));
    if (!result.meta.pagination.hasNext) return ids;
  }
  throw new Error(`more than 60 pages for ${query}`);
}

const companyId = async (email: string) => Number((await companyRow(email)).id);

let area: string;
const alert = (overrides: Alert = {}): Alert => ({
  aree_di_competenza: [area],
  luogoLavoro: 'all',
  titoloStudio: 0,
  esperienza: 'all',
  qualifica: 'all',
  categoriaProtetta: 'si',
  ...overrides,
});

beforeAll(async () => {
  area = await busiestArea('MI');
});

describe('PUT /api/hr-companies/me/alerts', () => {
  it('saves filtri in canonical form, shows it in /api/me and deletes it with null', async () => {
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    // Keys in another order and titoloStudio as text: stored as the rules module serialises it.
    const saved = await save(jwt, {
      filtri: JSON.stringify({ categoriaProtetta: 'no', titoloStudio: '2', aree_di_competenza: [area] }),
    });
    expect(saved.status).toBe(200);
    const expected = JSON.stringify(alert({ categoriaProtetta: 'no', titoloStudio: 2 }));
    expect(saved.body.data).toEqual({ filtri: expected, filtri_profile: null });
    expect((await companyRow(email)).filtri).toBe(expected);
    const me = await strapi('/api/me', { jwt });
    expect((me.body.hr_company as Record<string, unknown>).filtri).toBe(expected);

    const removed = await save(jwt, { filtri: null });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ filtri: null, filtri_profile: null });
    expect((await companyRow(email)).filtri).toBeNull();
  });

  it('answers 400 with a code for malformed JSON, unknown values or keys, no areas, other fields', async () => {
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ filtri: '{not json' }, 'alert_filters_invalid'],
      [
        { filtri: JSON.stringify(alert({ aree_di_competenza: ['Area inventata'] })) },
        'alert_filters_invalid',
      ],
      [{ filtri: JSON.stringify(alert({ luogoLavoro: 'ZZ' })) }, 'alert_filters_invalid'],
      [{ filtri: JSON.stringify({ ...alert(), bucket: 'altri' }) }, 'alert_filters_invalid'],
      [{ filtri: JSON.stringify([area]) }, 'alert_filters_invalid'],
      [{ filtri: 42 }, 'alert_filters_invalid'],
      [{ filtri: JSON.stringify(alert({ aree_di_competenza: [] })) }, 'alert_areas_required'],
      [{ filtri: JSON.stringify({ luogoLavoro: 'MI' }) }, 'alert_areas_required'],
      [{ crediti: 100 }, 'alert_fields_invalid'],
      [{}, 'alert_fields_invalid'],
    ];
    for (const [data, code] of cases) {
      const result = await save(jwt, data);
      expect(result.status, JSON.stringify(data)).toBe(400);
      expect(codeOf(result.body), JSON.stringify(data)).toBe(code);
    }
    const noAreas = await save(jwt, { filtri: JSON.stringify(alert({ aree_di_competenza: [] })) });
    expect((noAreas.body.error as { message: string }).message).toBe("Devi selezionare almeno un'opzione");
    expect((await companyRow(email)).filtri).toBeNull();
  });

  it('refuses filtri_profile without a live Alert New Profile (403), accepts it with one', async () => {
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    const refused = await save(jwt, { filtri_profile: JSON.stringify(alert()) });
    expect(refused.status).toBe(403);
    expect(codeOf(refused.body)).toBe('alert_new_profile_required');
    expect((await companyRow(email)).filtri_profile).toBeNull();
    // An expired subscription does not count.
    const id = await companyId(email);
    const expired = await addSubscription(id, 'alert_new_profile', 4, 365);
    await sql("UPDATE subscriptions SET data_scadenza = '2020-01-01' WHERE id = ?", [expired]);
    expect((await save(jwt, { filtri_profile: JSON.stringify(alert()) })).status).toBe(403);

    await addSubscription(id, 'alert_new_profile', 4, 365);
    await sql('UPDATE hr_companies SET abbonamento_np = ? WHERE id = ?', [true, id]);
    const accepted = await save(jwt, { filtri_profile: JSON.stringify(alert()) });
    expect(accepted.status).toBe(200);
    expect((await companyRow(email)).filtri_profile).toBe(JSON.stringify(alert()));
  });

  it('refuses agencies (403) and lets a company change only its own filters', async () => {
    const agency = await jwtFor((await accounts.company({ agency: true })).email);
    const refused = await save(agency, { filtri: JSON.stringify(alert()) });
    expect(refused.status).toBe(403);
    expect(codeOf(refused.body)).toBe('agency');
    expect((await strapi('/api/human-resources?consigliati=true', { jwt: agency })).status).toBe(403);

    const { email: a } = await accounts.company();
    const { email: b } = await accounts.company();
    const jwtA = await jwtFor(a);
    const jwtB = await jwtFor(b);
    expect((await save(jwtA, { filtri: JSON.stringify(alert()) })).status).toBe(200);
    // B's calls address B's record only: there is no id to point at A's.
    expect((await save(jwtB, { filtri: JSON.stringify(alert({ categoriaProtetta: 'no' })) })).status).toBe(
      200,
    );
    expect((await save(jwtB, { filtri: null })).status).toBe(200);
    expect((await companyRow(a)).filtri).toBe(JSON.stringify(alert()));
    // The generic update refuses the alert fields (they have their own endpoint and rules).
    const generic = await strapi('/api/hr-companies/me', {
      method: 'PUT',
      jwt: jwtB,
      json: { data: { filtri: null } },
    });
    expect(generic.status).toBe(400);
    // Anonymous callers are not let in (candidates: the authorization matrix).
    const anonymous = await strapi('/api/hr-companies/me/alerts', {
      method: 'PUT',
      json: { data: { filtri: null } },
    });
    expect([401, 403]).toContain(anonymous.status);
  });
});

describe('GET /api/human-resources?consigliati=true', () => {
  it('is empty without saved filters and ignores filters in the query string', async () => {
    const jwt = await jwtFor((await accounts.company()).email);
    const page = await recommended(jwt, `&aree_di_competenza=${encodeURIComponent(area)}`);
    expect(page.data).toEqual([]);
    expect(page.meta.alert).toBeNull();
  });

  it('lists exactly the search with the same filters, over both buckets', async () => {
    // A narrow filter set taken from a real candidate, so the list is short and holds at least that candidate.
    const [candidate] = await sql<{
      id: number;
      provincia: string;
      esperienza: string;
      qualifica: string;
      cp: number | boolean | null;
      area: string;
    }>(
      `SELECT h.id AS id, h.provincia AS provincia, h.esperienza AS esperienza, h.qualifica AS qualifica,
         h.categorie_protette AS cp, a.value AS area FROM hr_users h
       JOIN hr_users_aree_di_competenza_lnk l ON l.hr_user_id = h.id
       JOIN aree_di_competenzas a ON a.id = l.aree_di_competenza_id
       WHERE h.provincia = 'MI' AND h.esperienza IS NOT NULL AND h.qualifica IS NOT NULL
       ORDER BY h.id LIMIT 1`,
    );
    expect(candidate).toBeDefined();
    const protetta = Number(candidate.cp) ? 'si' : 'no';
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    const filters = alert({
      aree_di_competenza: [candidate.area],
      luogoLavoro: 'MI',
      esperienza: candidate.esperienza,
      qualifica: candidate.qualifica,
      categoriaProtetta: protetta,
    });
    expect((await save(jwt, { filtri: JSON.stringify(filters) })).status).toBe(200);
    const query = new URLSearchParams({
      aree_di_competenza: candidate.area,
      luogoLavoro: 'MI',
      esperienza: candidate.esperienza,
      qualifica: candidate.qualifica,
      categoriaProtetta: protetta,
    }).toString();
    // Filters in the query string change nothing.
    const listed = await allIds(jwt, 'consigliati=true&luogoLavoro=all&esperienza=all&categoriaProtetta=all');
    const searched = [
      ...(await allIds(jwt, `${query}&bucket=disponibilita`)),
      ...(await allIds(jwt, `${query}&bucket=altri`)),
    ];
    expect(listed).toContain(candidate.id);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort((x, y) => x - y)).toEqual([...searched].sort((x, y) => x - y));
    // Another filter set gives another list.
    const flipped = alert({ ...filters, categoriaProtetta: protetta === 'si' ? 'no' : 'si' });
    expect((await save(jwt, { filtri: JSON.stringify(flipped) })).status).toBe(200);
    expect((await recommended(jwt)).data.map((c) => c.id)).not.toContain(candidate.id);
  });

  it('falls back to filtri_profile when filtri is not set', async () => {
    const { email } = await accounts.company();
    const jwt = await jwtFor(email);
    await addSubscription(await companyId(email), 'alert_new_profile', 4, 365);
    expect((await save(jwt, { filtri_profile: JSON.stringify(alert()) })).status).toBe(200);
    const page = await recommended(jwt);
    expect(page.meta.alert).toBe('filtri_profile');
    expect(page.data.length).toBeGreaterThan(0);
  });

  it('never lists a candidate who blacklisted the company', async () => {
    const { company, candidateId } = await blacklistedPair(accounts);
    const areas = await sql<{ value: string }>(
      `SELECT a.value AS value FROM hr_users_aree_di_competenza_lnk l
       JOIN aree_di_competenzas a ON a.id = l.aree_di_competenza_id WHERE l.hr_user_id = ?`,
      [candidateId],
    );
    expect(areas.length).toBeGreaterThan(0);
    const filters = JSON.stringify(
      alert({ aree_di_competenza: areas.map((a) => a.value), categoriaProtetta: 'all' }),
    );
    const [before] = await sql<{ filtri: string | null }>('SELECT filtri FROM hr_companies WHERE id = ?', [
      company.id,
    ]);
    // The candidate becomes the newest profile: first on page 1 for anyone whose filters match.
    const previous = await setUltimaModifica(candidateId, '2099-12-31');
    try {
      const jwt = await jwtFor(company.email);
      expect((await save(jwt, { filtri: filters })).status).toBe(200);
      expect((await recommended(jwt)).data.map((c) => c.id)).not.toContain(candidateId);
      // Another company with the same filters sees the candidate first.
      const other = await jwtFor((await accounts.company()).email);
      expect((await save(other, { filtri: filters })).status).toBe(200);
      expect((await recommended(other)).data[0]?.id).toBe(candidateId);
    } finally {
      await setUltimaModifica(candidateId, previous);
      await sql('UPDATE hr_companies SET filtri = ? WHERE id = ?', [before?.filtri ?? null, company.id]);
    }
  });
});
