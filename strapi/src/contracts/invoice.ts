// The contract of GET /api/hr-companies/me/invoices/:documentId: what Strapi answers for one of the caller's
// invoices, drawn by the Remix server as the courtesy copy. Request and response shapes of the custom endpoints live
// in strapi/src/contracts/ and are imported by app/server as `#contracts/*` (issue 22): each a zod schema, its type
// inferred from it, checked at the seam in development and tests (issue 38). No Strapi import.
import { z } from 'zod/v4';
import { endpoint, type Contract } from './endpoint';

export const invoiceParty = z.object({
  denominazione: z.string(),
  piva: z.string(),
  codiceFiscale: z.string().nullable().optional(),
  indirizzo: z.string(),
  numeroCivico: z.string().optional(),
  cap: z.string(),
  comune: z.string(),
  provincia: z.string().nullable().optional(),
  rea: z.object({ ufficio: z.string(), numero: z.string() }).optional(),
  sdi: z.string().nullable().optional(),
});
export type InvoiceParty = z.infer<typeof invoiceParty>;

export const invoiceView = z.object({
  documentId: z.string(),
  /** `{numero}/{anno}` */
  numero: z.string(),
  data: z.string(),
  descrizione: z.string(),
  imponibile: z.number(),
  aliquota_iva: z.number(),
  imposta: z.number(),
  totale: z.number(),
  cedente: invoiceParty,
  cessionario: invoiceParty,
  file_name: z.string(),
});
export type InvoiceView = z.infer<typeof invoiceView>;

/** GET /api/hr-companies/me/invoices/:documentId */
export const invoiceResponse = z.object({ data: invoiceView });
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

/** One line of GET /api/hr-companies/me/invoices: the caller's invoices, newest first. */
export const invoiceListItem = invoiceView.pick({
  documentId: true,
  numero: true,
  data: true,
  descrizione: true,
  totale: true,
  file_name: true,
});
export type InvoiceListItem = z.infer<typeof invoiceListItem>;
export const invoiceListResponse = z.object({ data: z.array(invoiceListItem) });
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;

/** GET /api/hr-companies/me/invoices/:documentId/xml: the FatturaPA file. */
export const invoiceXmlResponse = z.object({ data: z.object({ file_name: z.string(), xml: z.string() }) });
export type InvoiceXmlResponse = z.infer<typeof invoiceXmlResponse>;

export const invoices = {
  list: endpoint()({
    method: 'GET',
    path: '/hr-companies/me/invoices',
    access: 'user',
    schema: { answer: invoiceListResponse },
  }),
  findOne: endpoint()({
    method: 'GET',
    path: '/hr-companies/me/invoices/:documentId',
    access: 'user',
    schema: { answer: invoiceResponse },
  }),
  xml: endpoint()({
    method: 'GET',
    path: '/hr-companies/me/invoices/:documentId/xml',
    access: 'user',
    schema: { answer: invoiceXmlResponse },
  }),
} satisfies Contract;
