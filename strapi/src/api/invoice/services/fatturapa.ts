// The FatturaPA XML (format FPR12, between private parties) of one invoice, built and validated with
// @digitalia/fatturapa. Pure: the same input always gives the same XML, which is stored with the invoice.
// Element order follows the official XSD (Schema_del_file_xml_FatturaPA_v1.2.x): the builder writes keys in
// the order they are given.
import { fpa2json, fpa2xml, fpaValidate, FPAYupSchema } from '@digitalia/fatturapa';
import { PATTERNS } from '../../../catalog/patterns';
import type { Seller } from './seller';

export type Buyer = {
  denominazione: string;
  piva: string;
  codiceFiscale: string | null;
  indirizzo: string;
  cap: string;
  comune: string;
  provincia: string | null;
  /** The company's `sdi`: a 7-character recipient code, or a PEC address, or empty. */
  sdi: string | null;
};

export type InvoiceInput = {
  seller: Seller;
  buyer: Buyer;
  anno: number;
  numero: number;
  /** YYYY-MM-DD (Europe/Rome) */
  data: string;
  descrizione: string;
  /** euro cents */
  imponibile: number;
  aliquotaIva: number;
  imposta: number;
  totale: number;
};

export const IVA_ALIQUOTA = 22;

/** Net → IVA and gross, in cents, rounded half up on the tax (a single line, so no per-line rounding drift). */
export const withIva = (imponibile: number, aliquota = IVA_ALIQUOTA) => {
  const imposta = Math.round((imponibile * aliquota) / 100);
  return { imponibile, aliquotaIva: aliquota, imposta, totale: imponibile + imposta };
};

/** The invoice number printed on the document: progressive of the calendar year, then the year. */
export const numeroFattura = (anno: number, numero: number) => `${numero}/${anno}`;

/**
 * ProgressivoInvio and the file name's progressive: unique per transmitter across years, 5 characters
 * (two of the year, three of the yearly number in base 36: 46,655 invoices a year).
 */
export const progressivoInvio = (anno: number, numero: number) =>
  `${String(anno % 100).padStart(2, '0')}${numero.toString(36).toUpperCase().padStart(3, '0')}`;

/** The SDI naming rule: IT, the transmitter's fiscal id, underscore, the progressive. */
export const invoiceFileName = (sellerPiva: string, anno: number, numero: number) =>
  `IT${sellerPiva}_${progressivoInvio(anno, numero)}.xml`;

const TYPOGRAPHIC: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u20AC': 'EUR',
  '\u00A0': ' ',
};

/**
 * SDI text fields accept Basic Latin and Latin-1 Supplement only: accented Italian letters stay, typographic
 * quotes and dashes become their ASCII forms, other letters lose their marks, anything else becomes '?'.
 * Control characters are dropped and whitespace runs collapse.
 */
export const latin1 = (text: string, max: number) => {
  const out = [...text.normalize('NFC')]
    .map((ch) => {
      if (TYPOGRAPHIC[ch]) return TYPOGRAPHIC[ch];
      const code = ch.codePointAt(0) ?? 0;
      if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
      if (code <= 0xff) return ch;
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return [...base].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) ? base : '?';
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return [...out].slice(0, max).join('');
};

const euro = (cents: number) => (cents / 100).toFixed(2);

/** CodiceDestinatario and PECDestinatario from the buyer's `sdi` field. */
export const destinatario = (sdi: string | null) => {
  const value = (sdi ?? '').trim();
  if (/^[A-Z0-9]{7}$/i.test(value)) return { CodiceDestinatario: value.toUpperCase() };
  if (value.includes('@')) return { CodiceDestinatario: '0000000', PECDestinatario: value };
  // No code and no PEC: the invoice reaches the buyer's reserved area at the Agenzia delle Entrate.
  return { CodiceDestinatario: '0000000' };
};

/** The invoice as the object @digitalia/fatturapa validates and serialises (the root element's content). */
export function fatturaObject(input: InvoiceInput) {
  const { seller, buyer } = input;
  const upperCf = buyer.codiceFiscale?.toUpperCase();
  const cf = upperCf && PATTERNS.cf.test(upperCf) ? upperCf : undefined;
  return {
    '@': {
      versione: 'FPR12',
      'xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
      'xmlns:p': 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2',
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation':
        'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2 http://www.fatturapa.gov.it/export/fatturazione/sdi/fatturapa/v1.2/Schema_del_file_xml_FatturaPA_versione_1.2.xsd',
    },
    FatturaElettronicaHeader: {
      DatiTrasmissione: {
        IdTrasmittente: { IdPaese: 'IT', IdCodice: seller.piva },
        ProgressivoInvio: progressivoInvio(input.anno, input.numero),
        FormatoTrasmissione: 'FPR12',
        ...destinatario(buyer.sdi),
      },
      CedentePrestatore: {
        DatiAnagrafici: {
          IdFiscaleIVA: { IdPaese: 'IT', IdCodice: seller.piva },
          CodiceFiscale: seller.codiceFiscale,
          Anagrafica: { Denominazione: latin1(seller.denominazione, 80) },
          RegimeFiscale: seller.regimeFiscale,
        },
        Sede: {
          Indirizzo: latin1(seller.indirizzo, 60),
          NumeroCivico: seller.numeroCivico ? latin1(seller.numeroCivico, 8) : undefined,
          CAP: seller.cap,
          Comune: latin1(seller.comune, 60),
          Provincia: seller.provincia,
          Nazione: 'IT',
        },
        IscrizioneREA: seller.rea
          ? {
              Ufficio: seller.rea.ufficio,
              NumeroREA: seller.rea.numero,
              CapitaleSociale: seller.rea.capitaleSociale,
              SocioUnico: seller.rea.socioUnico,
              StatoLiquidazione: seller.rea.liquidazione,
            }
          : undefined,
        Contatti: seller.email ? { Email: seller.email } : undefined,
      },
      CessionarioCommittente: {
        DatiAnagrafici: {
          IdFiscaleIVA: { IdPaese: 'IT', IdCodice: buyer.piva },
          CodiceFiscale: cf,
          Anagrafica: { Denominazione: latin1(buyer.denominazione, 80) },
        },
        Sede: {
          Indirizzo: latin1(buyer.indirizzo, 60),
          CAP: buyer.cap,
          Comune: latin1(buyer.comune, 60),
          Provincia:
            buyer.provincia && /^[A-Z]{2}$/i.test(buyer.provincia)
              ? buyer.provincia.toUpperCase()
              : undefined,
          Nazione: 'IT',
        },
      },
    },
    FatturaElettronicaBody: {
      DatiGenerali: {
        DatiGeneraliDocumento: {
          TipoDocumento: 'TD01',
          Divisa: 'EUR',
          Data: input.data,
          Numero: numeroFattura(input.anno, input.numero),
          ImportoTotaleDocumento: euro(input.totale),
        },
      },
      DatiBeniServizi: {
        DettaglioLinee: [
          {
            NumeroLinea: '1',
            Descrizione: latin1(input.descrizione, 1000),
            Quantita: '1.00',
            PrezzoUnitario: euro(input.imponibile),
            PrezzoTotale: euro(input.imponibile),
            AliquotaIVA: input.aliquotaIva.toFixed(2),
          },
        ],
        DatiRiepilogo: [
          {
            AliquotaIVA: input.aliquotaIva.toFixed(2),
            ImponibileImporto: euro(input.imponibile),
            Imposta: euro(input.imposta),
            EsigibilitaIVA: 'I',
          },
        ],
      },
      DatiPagamento: {
        // TP02: payment in full; MP08: payment card (Stripe Checkout), already paid on the invoice date.
        CondizioniPagamento: 'TP02',
        DettaglioPagamento: [
          {
            ModalitaPagamento: 'MP08',
            DataScadenzaPagamento: input.data,
            ImportoPagamento: euro(input.totale),
          },
        ],
      },
    },
  };
}

export class InvalidInvoice extends Error {}

const escapeXml = (value: unknown): unknown => {
  if (typeof value === 'string')
    return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (Array.isArray(value)) return value.map(escapeXml);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, escapeXml(inner)]));
  return value;
};

/** Strips undefined members, which the schema would otherwise see as present-but-empty. */
const defined = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Validates the invoice with the library's FatturaPA schema and serialises it; throws InvalidInvoice. */
export async function fatturaXml(input: InvoiceInput): Promise<{ xml: string; fileName: string }> {
  const object = defined(fatturaObject(input));
  try {
    await fpaValidate(object as never, FPAYupSchema as never);
  } catch (error) {
    throw new InvalidInvoice(
      `fattura ${numeroFattura(input.anno, input.numero)} non valida: ${(error as Error).message}`,
    );
  }
  // The library's serialiser writes text as given: escape the three characters XML reserves in text and
  // attributes (apostrophes and quotes are legal in element text).
  const xml = fpa2xml({ 'p:FatturaElettronica': escapeXml(object) }, { validate: true });
  return { xml, fileName: invoiceFileName(input.seller.piva, input.anno, input.numero) };
}

/**
 * Parses an invoice XML back into the library's object form, checking it is well formed (fpa2json: the
 * library's fpa2js returns nothing without `valuesOnly`). Entities are left as written (`&amp;`).
 */
export const parseFatturaXml = (xml: string) =>
  JSON.parse(fpa2json(xml, { validate: true })) as Record<string, unknown>;

/** Checks a stored invoice XML against the library's FatturaPA schema, as it was checked before being stored. */
export async function validateFatturaXml(xml: string): Promise<void> {
  const parsed = parseFatturaXml(xml)['p:FatturaElettronica'];
  await fpaValidate(parsed as never, FPAYupSchema as never);
}

/** The FatturaPA file of an invoice (pure: no database, no environment). */
const fatturapaService = () => ({ fatturaXml, withIva });

export type FatturapaService = ReturnType<typeof fatturapaService>;

export default fatturapaService;
