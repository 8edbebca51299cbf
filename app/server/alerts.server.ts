// The company's two alerts (issue 11; spec 02 §3 "Filter sets", §6, §7): the filter sets stored as JSON strings in
// `filtri` (Alert Database, free) and `filtri_profile` (Alert New Profile, needs abbonamento_np). Strapi's
// PUT /api/hr-companies/me/alerts judges what is saved with the same rules module (checkAlertFilters).
import { redirect } from '@remix-run/node';
import { parseAlertFilters, type AlertFilters } from '../../strapi/src/catalog/search-filters';
import { companyMenuData } from '~/lib/company-menu';
import { HOME } from '~/lib/routes';
import type { HrCompany } from '~/lib/types';
import { authedFetch, requireCompany } from './auth.server';

export type AlertField = 'filtri' | 'filtri_profile';
export const isAlertField = (value: unknown): value is AlertField =>
  value === 'filtri' || value === 'filtri_profile';

/** The guard of /company-foryou: companies only, agencies go home (they have no alerts: decisions.md). */
export async function requireAlertCompany(request: Request) {
  const user = await requireCompany(request);
  const company = user.hr_company as HrCompany;
  if (companyMenuData(company).isAgency) throw redirect(HOME.company);
  return {
    /** Alert New Profile is live (the flag /api/me gives follows a live subscription). */
    np: company.abbonamento_np === true,
    saved: {
      filtri: parseAlertFilters(company.filtri),
      filtri_profile: parseAlertFilters(company.filtri_profile),
    } as Record<AlertField, AlertFilters | null>,
  };
}

/** Saves (a JSON string) or deletes (null) one alert; Strapi's refusal comes back as a result. */
export const saveAlert = (request: Request, field: AlertField, value: string | null) =>
  authedFetch<{ data: Record<AlertField, string | null> }>(request, '/api/hr-companies/me/alerts', {
    method: 'PUT',
    json: { data: { [field]: value } },
    // A Strapi failure is the spec's 'Errore nella configurazione' dialog, not the 503 page.
    serverErrors: 'return',
  });
