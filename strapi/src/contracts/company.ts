// The contract of the company's own data (routes of strapi/src/api/hr-company/): PUT /api/hr-companies/me and the
// brand (POST /api/hr-companies/me/brand, multipart). Schemas and their types (see invoice.ts).
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';
import { companyRecord } from './me';

/** PUT /api/hr-companies/me {data}: the editable fields, validated like the form (400 `invalid` with errors). */
export const companyUpdateRequest = z.object({
  data: z.custom<object>((v) => typeof v === 'object' && v !== null),
});
export type CompanyUpdateRequest = z.infer<typeof companyUpdateRequest>;
/** The saved company, sanitized (no subscriptions populated). */
export const companyResponse = z.object({ data: companyRecord.omit({ abbonamenti: true }) });
export type CompanyResponse = z.infer<typeof companyResponse>;

/** POST /api/hr-companies/me/brand: multipart `logo` (file), `descrizione`, `sito_web_link`; needs abbonamento_brand. */
export type BrandFields = { descrizione?: string; sito_web_link?: string };
export type BrandResponse = CompanyResponse;

export const company = {
  update: endpoint()({
    method: 'PUT',
    path: '/hr-companies/me',
    access: 'user',
    schema: { body: companyUpdateRequest, answer: companyResponse },
  }),
  /** Multipart: `logo` (file), `descrizione`, `sito_web_link`; only the answer is checked. */
  brand: endpoint<{ body: FormData }>()({
    method: 'POST',
    path: '/hr-companies/me/brand',
    access: 'user',
    schema: { answer: companyResponse },
  }),
} satisfies Contract;
