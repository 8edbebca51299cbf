// The company's own invoices, read from Strapi (which answers 404 for anybody else's), as the view models of the
// courtesy copy and the XML download.
import { formatDateIt } from '#app/lib/date-it.ts';
import { formatEuro } from '#app/lib/money.ts';
import { invoiceTexts as t } from '#app/texts/index.ts';
import type { InvoiceParty as Party, InvoiceResponse } from '#contracts/invoice.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import type { StrapiResult } from '#app/server/strapi.server.ts';

export type PartyView = { title: string; name: string; lines: string[] };

export type InvoicePageView = Omit<InvoiceResponse['data'], 'cedente' | 'cessionario'> & {
  seller: PartyView;
  buyer: PartyView;
  xmlHref: string;
};

/** Strapi documentIds: lowercase letters and digits. Anything else never reaches Strapi. */
const DOCUMENT_ID = /^[a-z0-9]{10,40}$/;

const notFound = () => new Response(t.notFound, { status: 404 });

const recipient = (sdi: string | null | undefined) => {
  const value = (sdi ?? '').trim();
  if (value.includes('@')) return `${t.pec} ${value}`;
  return `${t.recipientCode} ${/^[A-Za-z0-9]{7}$/.test(value) ? value.toUpperCase() : '0000000'}`;
};

function partyView(title: string, party: Party, withRecipient: boolean): PartyView {
  const lines = [
    [party.indirizzo, party.numeroCivico].filter(Boolean).join(' '),
    `${party.cap} ${party.comune}${party.provincia ? ` (${party.provincia})` : ''}`,
    `${t.piva} IT${party.piva}`,
  ];
  if (party.codiceFiscale && party.codiceFiscale !== party.piva) lines.push(`${t.cf} ${party.codiceFiscale}`);
  if (party.rea) lines.push(`${t.rea} ${party.rea.ufficio}-${party.rea.numero}`);
  if (withRecipient) lines.push(recipient(party.sdi));
  return { title, name: party.denominazione, lines };
}

async function own<T>(documentId: string, read: () => Promise<StrapiResult<{ data: T }>>): Promise<T> {
  if (!DOCUMENT_ID.test(documentId)) throw notFound();
  const result = await read();
  if (result.ok) return result.data.data;
  throw result.status === 404 || result.status === 403
    ? notFound()
    : new Response(null, { status: result.status });
}

export async function fetchOwnInvoice(request: Request, documentId: string): Promise<InvoicePageView> {
  const { cedente, cessionario, ...invoice } = await own(documentId, () =>
    strapi.invoices.findOne(request, { params: { documentId } }),
  );
  return {
    ...invoice,
    seller: partyView(t.seller, cedente, false),
    buyer: partyView(t.buyer, cessionario, true),
    xmlHref: `/fatture/${invoice.documentId}/xml`,
  };
}

export const fetchOwnInvoiceXml = (request: Request, documentId: string) =>
  own(documentId, () => strapi.invoices.xml(request, { params: { documentId } }));

export type InvoiceListItem = {
  numero: string;
  data: string;
  descrizione: string;
  totale: string;
  href: string;
  xmlHref: string;
};

/** The company's invoices for the list of /company-info, formatted; null when Strapi cannot give them. */
export async function fetchOwnInvoices(request: Request): Promise<InvoiceListItem[] | null> {
  const result = await strapi.invoices.list(request, { serverErrors: 'return' });
  if (!result.ok) return null;
  return result.data.data.map((invoice) => ({
    numero: invoice.numero,
    data: formatDateIt(invoice.data),
    descrizione: invoice.descrizione,
    totale: formatEuro(invoice.totale),
    href: `/fatture/${invoice.documentId}`,
    xmlHref: `/fatture/${invoice.documentId}/xml`,
  }));
}
