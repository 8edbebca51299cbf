// What Strapi answers for one of the caller's invoices (GET /api/hr-companies/me/invoices/:documentId), shared
// with the Remix server that draws the courtesy copy. Pure types: no Strapi import.
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
