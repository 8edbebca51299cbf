// The company's two alerts (issue 11; spec 02 §3 "Filter sets", §6, §7): the filter sets stored as JSON strings in
// `filtri` (Alert Database, free) and `filtri_profile` (Alert New Profile, needs abbonamento_np). Strapi's
// PUT /api/hr-companies/me/alerts judges what is saved with the same rules module (checkAlertFilters).
import { AREE_DI_COMPETENZA } from '#catalog/common.ts';
import {
  DEFAULT_ALERT_FILTERS,
  parseAlertFilters,
  serializeAlertFilters,
  type AlertFilters,
} from '#catalog/search-filters.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { requireNonAgencyCompany } from '#app/server/auth.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';

export type AlertField = 'filtri' | 'filtri_profile';
export const isAlertField = (value: unknown): value is AlertField =>
  value === 'filtri' || value === 'filtri_profile';

/** The guard of /company-foryou: companies only, agencies go home (they have no alerts: decisions.md). */
export async function requireAlertCompany(request: Request) {
  const user = await requireNonAgencyCompany(request);
  const company = user.hr_company as HrCompany;
  return {
    company,
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
  strapi.alerts.save(request, {
    json: { data: { [field]: value } },
    // A Strapi failure is the spec's 'Errore nella configurazione' dialog, not the 503 page.
    serverErrors: 'return',
  });

/**
 * Alert Database's one click in the shop (decisions.md: free products are activated with one click): it is on
 * exactly when `filtri` is set, and a set needs at least one competence area, so the click saves the wizard's
 * defaults with every area (every new or updated profile); the shop then offers to narrow it down. A company whose
 * alert is already on keeps its filters.
 */
export async function activateAlertDatabase(request: Request, alreadyOn: boolean) {
  if (alreadyOn) return { ok: true as const };
  const everything: AlertFilters = { ...DEFAULT_ALERT_FILTERS, aree_di_competenza: [...AREE_DI_COMPETENZA] };
  return saveAlert(request, 'filtri', serializeAlertFilters(everything));
}
