// The contract of GET /api/hr-companies/me/invoices/:documentId: what Strapi answers for one of the caller's
// invoices, drawn by the Remix server as the courtesy copy. Request and response types of the custom endpoints live
// in strapi/src/contracts/ and are imported by app/server as `#contracts/*` (issue 22). Pure types: no Strapi import.
import { endpoint, type Contract } from './endpoint';
export type InvoiceParty = {
  denominazione: string;
  piva: string;
  codiceFiscale?: string | null;
  indirizzo: string;
  numeroCivico?: string;
  cap: string;
  comune: string;
  provincia?: string | null;
  rea?: { ufficio: string; numero: string };
  sdi?: string | null;
};

export type InvoiceView = {
  documentId: string;
  /** `{numero}/{anno}` */
  numero: string;
  data: string;
  descrizione: string;
  imponibile: number;
  aliquota_iva: number;
  imposta: number;
  totale: number;
  cedente: InvoiceParty;
  cessionario: InvoiceParty;
  file_name: string;
};

/** GET /api/hr-companies/me/invoices/:documentId */
export type InvoiceResponse = { data: InvoiceView };

/** One line of GET /api/hr-companies/me/invoices: the caller's invoices, newest first. */
export type InvoiceListItem = Pick<
  InvoiceView,
  'documentId' | 'numero' | 'data' | 'descrizione' | 'totale' | 'file_name'
>;
export type InvoiceListResponse = { data: InvoiceListItem[] };

/** GET /api/hr-companies/me/invoices/:documentId/xml: the FatturaPA file. */
export type InvoiceXmlResponse = { data: { file_name: string; xml: string } };

export const invoices = {
  list: endpoint<{ answer: InvoiceListResponse }>()({
    method: 'GET',
    path: '/hr-companies/me/invoices',
    access: 'user',
  }),
  findOne: endpoint<{ answer: InvoiceResponse }>()({
    method: 'GET',
    path: '/hr-companies/me/invoices/:documentId',
    access: 'user',
  }),
  xml: endpoint<{ answer: InvoiceXmlResponse }>()({
    method: 'GET',
    path: '/hr-companies/me/invoices/:documentId/xml',
    access: 'user',
  }),
} satisfies Contract;
