// The contract of the company's own data (routes of strapi/src/api/hr-company/): PUT /api/hr-companies/me and the
// brand (POST /api/hr-companies/me/brand, multipart). Pure types (see invoice.ts).
import { endpoint, type Contract } from './endpoint';
import type { CompanyRecord } from './me';

/** PUT /api/hr-companies/me {data}: the editable fields, validated like the form (400 `invalid` with errors). */
export type CompanyUpdateRequest = { data: object };
/** The saved company, sanitized (no subscriptions populated). */
export type CompanyResponse = { data: Omit<CompanyRecord, 'abbonamenti'> };

/** POST /api/hr-companies/me/brand: multipart `logo` (file), `descrizione`, `sito_web_link`; needs abbonamento_brand. */
export type BrandFields = { descrizione?: string; sito_web_link?: string };
export type BrandResponse = CompanyResponse;

export const company = {
  update: endpoint<{ body: CompanyUpdateRequest; answer: CompanyResponse }>()({
    method: 'PUT',
    path: '/hr-companies/me',
    access: 'user',
  }),
  /** Multipart: `logo` (file), `descrizione`, `sito_web_link`. */
  brand: endpoint<{ body: FormData; answer: BrandResponse }>()({
    method: 'POST',
    path: '/hr-companies/me/brand',
    access: 'user',
  }),
} satisfies Contract;
