// The contract of the company's alerts (issue 11): the saved filter sets (routes of strapi/src/api/hr-company/) and
// the one-click off-link of the alert e-mails (routes of strapi/src/api/alert/). Schemas and their types (see
// invoice.ts).
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';

/** Alert Database in `filtri`, Alert New Profile in `filtri_profile`: serialised filter sets, null when off. */
export const alertFilters = z.object({
  filtri: z.string().nullable(),
  filtri_profile: z.string().nullable(),
});
export type AlertFilters = z.infer<typeof alertFilters>;

/** PUT /api/hr-companies/me/alerts: only the fields given change. */
export const saveAlertsRequest = z.object({ data: alertFilters.partial() });
export type SaveAlertsRequest = z.infer<typeof saveAlertsRequest>;
export const saveAlertsResponse = z.object({ data: alertFilters });
export type SaveAlertsResponse = z.infer<typeof saveAlertsResponse>;

/** `db` = Alert Database (`filtri`), `np` = Alert New Profile (`filtri_profile`). */
export const alertKind = z.enum(['db', 'np']);
export type AlertKind = z.infer<typeof alertKind>;

/** POST /api/alerts/off: no login, the signed token is the credential; 400 `alert_off_invalid` otherwise. */
export const alertOffRequest = z.object({ token: z.string() });
export type AlertOffRequest = z.infer<typeof alertOffRequest>;
export const alertOffResponse = z.object({ data: z.object({ alert: alertKind, off: z.literal(true) }) });
export type AlertOffResponse = z.infer<typeof alertOffResponse>;

/**
 * POST /api/hr-companies/me/alerts/count (issue 39 item 7): how many profiles an alert filter set finds today, the
 * alert's own search (every bucket, no date bounds: the recommended profiles) counted, never a profile. `filtri` is
 * the JSON string the save takes, checked by the same rules (400 otherwise). `count` stops at `ALERT_COUNT_CAP` + 1
 * (`capped`); when it is 0, `senza` says how many each restricting filter but the areas would leave if reset.
 */
export const alertCountRequest = z.object({ filtri: z.string() });
export type AlertCountRequest = z.infer<typeof alertCountRequest>;
export const ALERT_COUNT_CAP = 1000;
export const alertCountResponse = z.object({
  data: z.object({
    count: z.number(),
    capped: z.boolean(),
    senza: z.array(z.object({ filtro: z.string(), count: z.number(), capped: z.boolean() })),
  }),
});
export type AlertCountResponse = z.infer<typeof alertCountResponse>;

export const alerts = {
  save: endpoint()({
    method: 'PUT',
    path: '/hr-companies/me/alerts',
    access: 'user',
    schema: { body: saveAlertsRequest, answer: saveAlertsResponse },
  }),
  count: endpoint()({
    method: 'POST',
    path: '/hr-companies/me/alerts/count',
    access: 'user',
    schema: { body: alertCountRequest, answer: alertCountResponse },
  }),
  off: endpoint()({
    method: 'POST',
    path: '/alerts/off',
    access: 'public',
    schema: { body: alertOffRequest, answer: alertOffResponse },
  }),
} satisfies Contract;
