// POST /api/hr-companies/me/alerts/count (issue 39 item 7): how many profiles an alert filter set would find today,
// the alert's own search counted (every bucket, as the recommended profiles), so it equals the search's total for
// the same filters; refused like the save for malformed sets, and to anybody but a company.
import { afterEach, describe, expect, it } from 'vitest';
import { ownAccounts } from '../../support/accounts';
import { sql } from '../../support/db';
import { jwtFor, strapi } from '../../support/strapi';

const accounts = ownAccounts('alert-count');
afterEach(() => accounts.removeAll());

type Count = {
  count: number;
  capped: boolean;
  senza: Array<{ filtro: string; count: number; capped: boolean }>;
};
type Alert = Record<string, unknown>;

const count = (jwt: string | undefined, filtri: unknown) =>
  strapi('/api/hr-companies/me/alerts/count', { method: 'POST', jwt, json: { filtri } });

async function counted(jwt: string, alert: Alert): Promise<Count> {
  const { status, body } = await count(jwt, JSON.stringify(alert));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as Count;
}

/** The search's total for a query: every card id of both buckets, page after page (bounded). */
async function searchTotal(jwt: string, query: string): Promise<number> {
  const ids = new Set<number>();
  for (const bucket of ['disponibilita', 'altri']) {
    for (let page = 1; ; page += 1) {
      expect(page).toBeLessThan(60);
      const { status, body } = await strapi(`/api/human-resources?${query}&bucket=${bucket}&page=${page}`, {
        jwt,
      });
      expect(status).toBe(200);
      const result = body as unknown as {
        data: Array<{ id: number }>;
        meta: { pagination: { hasNext: boolean } };
      };
      for (const card of result.data) ids.add(card.id);
      if (!result.meta.pagination.hasNext) break;
    }
  }
  return ids.size;
}

const alert = (overrides: Alert): Alert => ({
  luogoLavoro: 'all',
  titoloStudio: 0,
  esperienza: 'all',
  qualifica: 'all',
  categoriaProtetta: 'si',
  ...overrides,
});

/** A competence area and experience held by some candidates, none of them in a protected category. */
async function narrowSet(): Promise<{ area: string; esperienza: string; provincia: string }> {
  const rows = await sql<{ area: string; esperienza: string; provincia: string; n: number | string }>(
    `SELECT a.value AS area, h.esperienza AS esperienza, MIN(h.provincia) AS provincia, COUNT(*) AS n
     FROM hr_users h
     JOIN hr_users_aree_di_competenza_lnk l ON l.hr_user_id = h.id
     JOIN aree_di_competenzas a ON a.id = l.aree_di_competenza_id
     WHERE h.esperienza IS NOT NULL AND h.provincia IS NOT NULL
     GROUP BY a.value, h.esperienza
     HAVING SUM(CASE WHEN h.categorie_protette THEN 1 ELSE 0 END) = 0 AND COUNT(*) BETWEEN 3 AND 200
     ORDER BY COUNT(*) DESC, a.value, h.esperienza LIMIT 1`,
  );
  expect(rows.length).toBe(1);
  return rows[0];
}

describe('POST /api/hr-companies/me/alerts/count', () => {
  it('equals the search’s total for the same filters, over both buckets', async () => {
    const jwt = await jwtFor((await accounts.company()).email);
    const { area, esperienza, provincia } = await narrowSet();
    for (const categoriaProtetta of ['all', 'no']) {
      const result = await counted(
        jwt,
        alert({ aree_di_competenza: [area], esperienza, luogoLavoro: provincia, categoriaProtetta }),
      );
      const query = new URLSearchParams({
        aree_di_competenza: area,
        esperienza,
        luogoLavoro: provincia,
        categoriaProtetta,
      }).toString();
      const total = await searchTotal(jwt, query);
      expect(total).toBeGreaterThan(0);
      expect(result).toEqual({ count: total, capped: false, senza: [] });
    }
  });

  it('with none found, says how many each filter would leave if reset (the protected category first)', async () => {
    const jwt = await jwtFor((await accounts.company()).email);
    const { area, esperienza } = await narrowSet();
    const set = alert({ aree_di_competenza: [area], esperienza, categoriaProtetta: 'si' });
    const result = await counted(jwt, set);
    expect(result.count).toBe(0);
    const open = await counted(jwt, { ...set, categoriaProtetta: 'all' });
    const withoutExperience = await counted(jwt, { ...set, esperienza: 'all' });
    expect(open.count).toBeGreaterThan(0);
    expect(result.senza).toContainEqual({ filtro: 'categoriaProtetta', count: open.count, capped: false });
    expect(result.senza).toContainEqual({
      filtro: 'esperienza',
      count: withoutExperience.count,
      capped: withoutExperience.capped,
    });
    // Only the filters that restrict, most found first.
    expect(result.senza.map((s) => s.filtro).sort()).toEqual(['categoriaProtetta', 'esperienza']);
    expect(result.senza.map((s) => s.count)).toEqual(
      [...result.senza.map((s) => s.count)].sort((a, b) => b - a),
    );
  });

  it('refuses a malformed filter set with 400 and an Italian message', async () => {
    const jwt = await jwtFor((await accounts.company()).email);
    const { area } = await narrowSet();
    const cases: Array<[unknown, string, string]> = [
      ['{not json', 'alert_filters_invalid', "Filtri dell'alert non validi"],
      [
        JSON.stringify(alert({ aree_di_competenza: ['Area inventata'] })),
        'alert_filters_invalid',
        "Filtri dell'alert non validi",
      ],
      [
        JSON.stringify({ ...alert({ aree_di_competenza: [area] }), bucket: 'altri' }),
        'alert_filters_invalid',
        "Filtri dell'alert non validi",
      ],
      [
        JSON.stringify(alert({ aree_di_competenza: [area], luogoLavoro: 'ZZ' })),
        'alert_filters_invalid',
        "Filtri dell'alert non validi",
      ],
      [42, 'alert_filters_invalid', "Filtri dell'alert non validi"],
      [undefined, 'alert_filters_invalid', "Filtri dell'alert non validi"],
      [
        JSON.stringify(alert({ aree_di_competenza: [] })),
        'alert_areas_required',
        "Devi selezionare almeno un'opzione",
      ],
    ];
    for (const [filtri, code, message] of cases) {
      const { status, body } = await count(jwt, filtri);
      const error = body.error as { message: string; details: { code: string } };
      expect(status, String(filtri)).toBe(400);
      expect(error.details.code, String(filtri)).toBe(code);
      expect(error.message).toBe(message);
    }
  });

  it('refuses anonymous callers, candidates and agencies', async () => {
    const { area } = await narrowSet();
    const filtri = JSON.stringify(alert({ aree_di_competenza: [area] }));
    expect([401, 403]).toContain((await count(undefined, filtri)).status);
    const candidate = await jwtFor((await accounts.candidate()).email);
    expect((await count(candidate, filtri)).status).toBe(403);
    const agency = await count(await jwtFor((await accounts.company({ agency: true })).email), filtri);
    expect(agency.status).toBe(403);
    expect((agency.body.error as { details: { code: string } }).details.code).toBe('agency');
  });
});
