// The shop's tabs and offers (issue 14), from the product catalogue (strapi/src/catalog/company.ts): names,
// contents and prices come from there only. Tab slugs are the shared shop URLs (/company-upgrade?tab=<slug>).
import { PRODUCTS, SUCCESS_FEE, productAmounts, type Product } from '#catalog/common.ts';

export const SHOP_TABS = [
  'card',
  'alert-database',
  'alert-newprofile',
  'promuovi-ricerca',
  'promuovi-brand',
  'apl',
] as const;
export type ShopTab = (typeof SHOP_TABS)[number];

const TAB_PRODUCTS: Record<ShopTab, string[]> = {
  card: ['card_crediti', 'smart_card', 'hr_membership_card'],
  'alert-database': ['alert_database'],
  'alert-newprofile': ['alert_new_profile'],
  'promuovi-ricerca': ['promuovi_ricerca'],
  'promuovi-brand': ['brand_card'],
  apl: ['apl_card'],
};

/** The tabs a company sees: an agency only 'Apl', any other company everything but 'Apl'. */
export const tabsFor = (isAgency: boolean): ShopTab[] =>
  isAgency ? ['apl'] : SHOP_TABS.filter((tab) => tab !== 'apl');

/** The tab of a URL: ?tab=, or the spec's ?brandCard=true / ?alertNewProfile=true; else the first visible one. */
export function tabOf(search: URLSearchParams, isAgency: boolean): ShopTab {
  const visible = tabsFor(isAgency);
  const asked = search.get('tab');
  const wanted: string | null =
    asked ??
    (search.get('brandCard') === 'true'
      ? 'promuovi-brand'
      : search.get('alertNewProfile') === 'true'
        ? 'alert-newprofile'
        : null);
  return visible.find((tab) => tab === wanted) ?? visible[0];
}

export type Offer = {
  codice: string;
  nome: string;
  descrizione: string;
  /** Net price in cents; null when free. */
  prezzo: number | null;
  prezzoListino: number | null;
  mensile: boolean;
  /** 'checkout': paid; 'activate': free, one click; 'configure': Alert Database, one click that saves its filters. */
  kind: 'checkout' | 'activate' | 'configure';
  /** Live subscription of this product: until when it runs. */
  attivoFino: string | null;
};

export type LiveSubscription = { product_codice?: string | null; data_scadenza?: string | null };

export function offersOf(tab: ShopTab, live: LiveSubscription[]): Offer[] {
  return TAB_PRODUCTS[tab].flatMap((codice) => {
    const product = PRODUCTS.find((p) => p.codice === codice) as Product | undefined;
    if (!product) return [];
    const until = live
      .filter((s) => s.product_codice === codice && s.data_scadenza)
      .map((s) => String(s.data_scadenza))
      .sort()
      .pop();
    return [
      {
        codice,
        nome: product.nome,
        descrizione: product.descrizione,
        prezzo: productAmounts(product)?.net ?? null,
        prezzoListino: product.prezzoListino,
        mensile: product.ricorrenza === 'mensile',
        kind: product.prezzo !== null ? 'checkout' : codice === 'alert_database' ? 'configure' : 'activate',
        attivoFino: until ?? null,
      },
    ];
  });
}

export const successFee = SUCCESS_FEE;
