// How many profiles an alert filter set finds today (issue 39 item 7): the alert's own search (every bucket, no date
// bounds, as the recommended profiles of /company-foryou), counted and bounded; nothing of a profile leaves. When it
// finds none, each filter that restricts (but the competence areas, which an alert needs) is counted once more
// reset to its default, so the wizard can name the filters that narrow the most.
import type { Core } from '@strapi/strapi';
import { ALERT_COUNT_CAP, type AlertCountResponse } from '../../../contracts/alerts';
import {
  DEFAULT_ALERT_FILTERS,
  searchFiltersOfAlert,
  type AlertFilters,
} from '../../../catalog/search-filters';
import type { SearchCompany } from '../../human-resource/services/search';

/** The filters an alert may relax, each with what resetting it changes (the distance's four keys go together). */
const RELAXABLE: ReadonlyArray<{ filtro: string; reset: Partial<AlertFilters> }> = [
  { filtro: 'categoriaProtetta', reset: { categoriaProtetta: 'all' } },
  { filtro: 'luogoLavoro', reset: { luogoLavoro: DEFAULT_ALERT_FILTERS.luogoLavoro } },
  { filtro: 'titoloStudio', reset: { titoloStudio: DEFAULT_ALERT_FILTERS.titoloStudio } },
  { filtro: 'esperienza', reset: { esperienza: DEFAULT_ALERT_FILTERS.esperienza } },
  { filtro: 'qualifica', reset: { qualifica: DEFAULT_ALERT_FILTERS.qualifica } },
  {
    filtro: 'distanza',
    reset: { distanza: 0, distanzaComune: '', distanzaProvincia: '', distanzaMobili: false },
  },
];

const restricts = (alert: AlertFilters, reset: Partial<AlertFilters>) =>
  Object.keys(reset).some((key) => {
    const k = key as keyof AlertFilters;
    return JSON.stringify(alert[k]) !== JSON.stringify(reset[k]);
  });

export async function countAlert(
  strapi: Core.Strapi,
  company: SearchCompany,
  alert: AlertFilters,
): Promise<AlertCountResponse['data']> {
  const search = strapi.service('api::human-resource.search');
  const count = (filters: AlertFilters) =>
    search.countIds(company, searchFiltersOfAlert(filters), { kind: 'alert' }, ALERT_COUNT_CAP);
  const total = await count(alert);
  const senza: AlertCountResponse['data']['senza'] = [];
  if (total === 0) {
    for (const { filtro, reset } of RELAXABLE) {
      if (!restricts(alert, reset)) continue;
      const n = await count({ ...alert, ...reset });
      senza.push({ filtro, count: Math.min(n, ALERT_COUNT_CAP), capped: n > ALERT_COUNT_CAP });
    }
    senza.sort((a, b) => b.count - a.count);
  }
  return { count: Math.min(total, ALERT_COUNT_CAP), capped: total > ALERT_COUNT_CAP, senza };
}
