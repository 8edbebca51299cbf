/**
 * What the company's money did (issue 43 item 6; decisions.md "The company's statistics"): the numbers of the charts
 * on /company-info, counted from the rows that record the events, never from a counter of their own:
 * - credits per month: the ledger's movements (credit_movements), `purchase` ones bought (purchases and free
 *   activations), `unlock` ones spent; a credit the guarantee gave back is a movement of its own in the ledger, not
 *   a spending taken back;
 * - unlocks per stage: the pipeline's own list (PipelineService.all), so "Non raggiungibile" follows the guarantee
 *   report exactly as the list shows it (one home for that rule);
 * - the logo's visits per week: the counted visit rows (`visite`, tipo 'azienda': once per candidate and day), only
 *   while a Brand Card is active (`abbonamento_brand`).
 * Periods are calendar ones in Italy (catalog/company-stats.ts).
 */
import type { Core } from '@strapi/strapi';
import { FASI_VISTE } from '../../../catalog/pipeline';
import { meseDi, ultimeSettimane, ultimiMesi } from '../../../catalog/company-stats';
import type { CompanyStatsResponse } from '../../../contracts/pipeline';
import { isoDateInRome } from '../../../utils/dates';
import { findRow, findRows } from '../../../utils/rows';
import type { PipelineCaller } from './pipeline';

const MOVEMENT = 'api::credit-movement.credit-movement';
const VISIT = 'api::visit.visit';
const HR_COMPANY = 'api::hr-company.hr-company';

const statsService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Credits bought and spent in each of the last months. */
  const credits = async (companyId: number, now: Date) => {
    const mesi = ultimiMesi(now);
    // From a day before the first month begins in Italy (UTC+1/+2): the months themselves are cut by meseDi.
    const since = new Date(`${mesi[0]}-01T00:00:00Z`);
    since.setUTCDate(since.getUTCDate() - 1);
    const rows = await findRows(strapi, MOVEMENT, {
      where: {
        hr_company: { id: companyId },
        reason: { $in: ['purchase', 'unlock'] },
        date: { $gte: since },
      },
      select: ['amount', 'reason', 'date'],
    });
    const byMonth = new Map(mesi.map((mese) => [mese, { mese, acquistati: 0, spesi: 0 }]));
    for (const row of rows) {
      // `date: { $gte }` leaves no row without a date.
      const month = row.date ? byMonth.get(meseDi(new Date(row.date))) : undefined;
      if (!month) continue;
      if (row.reason === 'purchase') month.acquistati += Math.max(0, Number(row.amount));
      else month.spesi += Math.max(0, -Number(row.amount));
    }
    return [...byMonth.values()];
  };

  /** The logo's counted visits in each of the last weeks, or null without an active Brand Card. */
  const brandVisits = async (companyId: number, now: Date) => {
    const company = await findRow(strapi, HR_COMPANY, {
      where: { id: companyId },
      select: ['abbonamento_brand'],
    });
    if (!company?.abbonamento_brand) return null;
    const settimane = ultimeSettimane(now);
    // `giorno: { $gte, $lte }` leaves no row without a day.
    const days = (
      await findRows(strapi, VISIT, {
        where: {
          tipo: 'azienda',
          visitato: companyId,
          giorno: { $gte: settimane[0], $lte: isoDateInRome(now) },
        },
        select: ['giorno'],
      })
    ).map((row) => String(row.giorno));
    // Each Monday's week holds the days from it to the next Monday.
    return settimane.map((settimana, i) => ({
      settimana,
      visite: days.filter(
        (giorno) => giorno >= settimana && (i === settimane.length - 1 || giorno < settimane[i + 1]),
      ).length,
    }));
  };

  return {
    async of(caller: PipelineCaller, now = new Date()): Promise<CompanyStatsResponse['data']> {
      const [crediti, candidates, visite_brand] = await Promise.all([
        credits(caller.companyId, now),
        strapi.service('api::pipeline.pipeline').all(caller, {}),
        brandVisits(caller.companyId, now),
      ]);
      return {
        crediti,
        fasi: FASI_VISTE.map((fase) => ({
          fase,
          sblocchi: candidates.filter((candidate) => candidate.fase === fase).length,
        })),
        visite_brand,
      };
    },
  };
};

export type StatsService = ReturnType<typeof statsService>;

export default statsService;
