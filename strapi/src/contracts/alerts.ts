// The contract of the company's alerts (issue 11): the saved filter sets (routes of strapi/src/api/hr-company/) and
// the one-click off-link of the alert e-mails (routes of strapi/src/api/alert/). Pure types (see invoice.ts).
import { endpoint, type Contract } from './endpoint';

/** Alert Database in `filtri`, Alert New Profile in `filtri_profile`: serialised filter sets, null when off. */
export type AlertFilters = { filtri: string | null; filtri_profile: string | null };

/** PUT /api/hr-companies/me/alerts: only the fields given change. */
export type SaveAlertsRequest = { data: Partial<AlertFilters> };
export type SaveAlertsResponse = { data: AlertFilters };

/** `db` = Alert Database (`filtri`), `np` = Alert New Profile (`filtri_profile`). */
export type AlertKind = 'db' | 'np';

/** POST /api/alerts/off: no login, the signed token is the credential; 400 `alert_off_invalid` otherwise. */
export type AlertOffRequest = { token: string };
export type AlertOffResponse = { data: { alert: AlertKind; off: true } };

export const alerts = {
  save: endpoint<{ body: SaveAlertsRequest; answer: SaveAlertsResponse }>()({
    method: 'PUT',
    path: '/hr-companies/me/alerts',
    access: 'user',
  }),
  off: endpoint<{ body: AlertOffRequest; answer: AlertOffResponse }>()({
    method: 'POST',
    path: '/alerts/off',
    access: 'public',
  }),
} satisfies Contract;
