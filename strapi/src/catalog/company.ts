/**
 * Enumerations of the company side (spec 02 §3, §4, §9) and the product catalogue
 * (decisions.md "Credits and products").
 */

/** Employee classes of a company (numero_addetti). */
export const NUMERO_ADDETTI = ['<10', '10 - 50', '50 - 250', '>250'] as const;
export type NumeroAddetti = (typeof NUMERO_ADDETTI)[number];

/** Strengths a company can claim (punti_forza). */
export const PUNTI_FORZA = [
  'Brand reputation',
  'Sicurezza sul lavoro',
  'Clima aziendale',
  'Sviluppo di carriera',
  'Sistema premiante',
  'Formazione continua',
  'Welfare aziendale',
] as const;
export type PuntoForza = (typeof PUNTI_FORZA)[number];

/** A company must pick 1 to 3 preferred job roles. */
export const MANSIONI_PREFERITE_MAX = 3;

/** ATECO codes of employment agencies (78.10 placement, 78.20 temporary work, 78.30 HR supply). */
export const AGENCY_ATECO_CODES = ['78.10.00', '78.20.00', '78.30.00'] as const;

// 78 + 10/20/30, with optional dots and an optional "00" subcategory:
// 7810, 78.10, 78.10.00, 781000 (and the same for 7820 and 7830).
const AGENCY_ATECO_PATTERN = /^78\.?[123]0(?:\.?00)?$/;

/**
 * True when an ATECO code, in any of its usual written forms, is an employment
 * agency code; registration then ticks check_agenzia and requires aut_min.
 */
export function isAgencyAteco(code: string): boolean {
  return AGENCY_ATECO_PATTERN.test(code.replace(/\s+/g, ''));
}

/** Days during which only the unlocking Alert New Profile subscriber can unlock a candidate. */
export const ESCLUSIVA_GIORNI = 15;

/** Subscription flags of a company record. */
export type AbbonamentoFlag = 'abbonamento_np' | 'abbonamento_jp' | 'abbonamento_brand';

/** What a paid (or activated free) product does to the buying company. */
export type ProductEffect =
  | { readonly tipo: 'crediti'; readonly quantita: number }
  | { readonly tipo: 'crediti_abbonamento'; readonly quantita: number; readonly scadenzaMesi: number }
  | { readonly tipo: 'abbonamento'; readonly flag: AbbonamentoFlag; readonly durataMesi: number }
  | { readonly tipo: 'alert_database' };

/** What fulfilling a paid checkout (or activating a free product) did, as Strapi answers it to the Remix server. */
export type Fulfilment = {
  /** false: this session had already been fulfilled; nothing changed now. */
  fulfilled: boolean;
  prodotto: string;
  codice: string;
  crediti: number;
  tipo_credito: 'crediti' | 'crediti_abbonamento' | null;
  data_scadenza: string | null;
};

export interface Product {
  /** Product id of the spec and of the subscription records (product_id), 1-7. */
  readonly id: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  /** Unique key of the offer; id 5 covers two offers (Promuovi ricerca and Brand Card). */
  readonly codice: string;
  readonly nome: string;
  /** Price in euro cents excluding VAT; null when the product is free. */
  readonly prezzo: number | null;
  /** List price shown struck through next to a promotional or free price, in euro cents. */
  readonly prezzoListino: number | null;
  /** 'mensile': the price is per month and the product is bought again to renew it. */
  readonly ricorrenza: 'una_tantum' | 'mensile';
  /** Employment agencies (non-empty aut_min) can buy only the APL Card; other companies all the rest. */
  readonly destinatari: 'aziende' | 'agenzie';
  readonly effetti: ReadonlyArray<ProductEffect>;
  /** Italian description of the effect, as shown in the shop. */
  readonly descrizione: string;
}

export const PRODUCTS = [
  {
    id: 1,
    codice: 'card_crediti',
    nome: 'Card Crediti',
    prezzo: 290000,
    prezzoListino: null,
    ricorrenza: 'una_tantum',
    destinatari: 'aziende',
    effetti: [{ tipo: 'crediti', quantita: 5 }],
    descrizione: '5 profili, senza scadenza',
  },
  {
    id: 2,
    codice: 'smart_card',
    nome: 'Smart Card',
    prezzo: 190000,
    prezzoListino: null,
    ricorrenza: 'una_tantum',
    destinatari: 'aziende',
    effetti: [{ tipo: 'crediti_abbonamento', quantita: 10, scadenzaMesi: 1 }],
    descrizione: "10 profili, validi 1 mese dall'acquisto",
  },
  {
    id: 3,
    codice: 'alert_database',
    nome: 'Alert Database',
    prezzo: null,
    prezzoListino: 49000,
    ricorrenza: 'una_tantum',
    destinatari: 'aziende',
    effetti: [{ tipo: 'alert_database' }],
    descrizione: 'Ogni giorno via e-mail i nuovi profili in linea con i tuoi filtri',
  },
  {
    id: 4,
    codice: 'alert_new_profile',
    nome: 'Alert New Profile 12 mesi',
    prezzo: 79000,
    prezzoListino: 149000,
    ricorrenza: 'una_tantum',
    destinatari: 'aziende',
    effetti: [{ tipo: 'abbonamento', flag: 'abbonamento_np', durataMesi: 12 }],
    descrizione: `Avviso immediato dei nuovi profili per 12 mesi, con ${ESCLUSIVA_GIORNI} giorni di esclusiva su ogni profilo acquistato`,
  },
  {
    id: 5,
    codice: 'promuovi_ricerca',
    nome: 'Promuovi ricerca',
    prezzo: null,
    prezzoListino: 59000,
    ricorrenza: 'una_tantum',
    destinatari: 'aziende',
    effetti: [{ tipo: 'abbonamento', flag: 'abbonamento_jp', durataMesi: 12 }],
    descrizione: 'Pubblica annunci di lavoro per 12 mesi',
  },
  {
    id: 5,
    codice: 'brand_card',
    nome: 'Brand Card',
    prezzo: 49000,
    prezzoListino: null,
    ricorrenza: 'mensile',
    destinatari: 'aziende',
    effetti: [{ tipo: 'abbonamento', flag: 'abbonamento_brand', durataMesi: 1 }],
    descrizione: 'Il tuo brand nella bacheca dei candidati per 1 mese, rinnovabile',
  },
  {
    id: 6,
    codice: 'hr_membership_card',
    nome: 'HR Membership Card',
    prezzo: 490000,
    prezzoListino: null,
    ricorrenza: 'una_tantum',
    destinatari: 'aziende',
    effetti: [{ tipo: 'crediti_abbonamento', quantita: 30, scadenzaMesi: 12 }],
    descrizione: "30 profili, validi 12 mesi dall'acquisto",
  },
  {
    id: 7,
    codice: 'apl_card',
    nome: 'APL Card',
    prezzo: 250000,
    prezzoListino: null,
    ricorrenza: 'mensile',
    destinatari: 'agenzie',
    effetti: [{ tipo: 'crediti_abbonamento', quantita: 10, scadenzaMesi: 1 }],
    descrizione: '10 profili al mese, con scadenza mensile',
  },
] as const satisfies ReadonlyArray<Product>;

export type ProductCodice = (typeof PRODUCTS)[number]['codice'];

export function productByCodice(codice: string): Product | undefined {
  for (const product of PRODUCTS) {
    if (product.codice === codice) return product;
  }
  return undefined;
}

/** Success Fee is not sold through checkout: the shop offers a mailto: link. */
export const SUCCESS_FEE = {
  nome: 'Success Fee',
  percentualeRal: 15,
  anticipo: 50000,
  profili: 5,
  descrizione: '15% della RAL lorda annua, 5 profili, annuale, anticipo di 500 €',
} as const;

/**
 * Product names of the shared list of spec 01 §1, index 0 blank. This is the
 * legacy display list; from index 7 on it does not follow the product ids above.
 */
export const PRODUCT_NAMES = [
  '',
  'Card Crediti',
  'Smart Card',
  'Alert Database',
  'Alert New Profile 12 Mesi',
  'Offerte di lavoro 12 Mesi',
  'HR Membership Card',
  'Brand Card',
  'Success Fee',
] as const;

/** IVA added on top of the net prices of the price table (decisions.md "Credits and products"). */
export const IVA_PERCENT = 22;

/** Net, IVA and gross of a product in euro cents (null for free products): what checkout charges and stores. */
export function productAmounts(product: Product): { net: number; vat: number; gross: number } | null {
  if (product.prezzo === null) return null;
  const vat = Math.round((product.prezzo * IVA_PERCENT) / 100);
  return { net: product.prezzo, vat, gross: product.prezzo + vat };
}

/** Whether a company (agency: non-empty aut_min) may buy or activate a product. */
export function productAllowedFor(product: Product, isAgency: boolean): boolean {
  return product.destinatari === (isAgency ? 'agenzie' : 'aziende');
}

/** Free products activated with one click in the shop, without checkout (Alert Database goes to its filters). */
export const ACTIVATABLE_FREE_PRODUCTS = ['promuovi_ricerca'] as const;

/** The subscription flag a product grants, if any. */
export function productFlag(product: Product): AbbonamentoFlag | null {
  for (const effect of product.effetti) if (effect.tipo === 'abbonamento') return effect.flag;
  return null;
}
