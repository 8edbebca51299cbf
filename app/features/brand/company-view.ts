// View models of the company data page and the brand panel: only what those screens show.
import { formatDateIt } from '#app/lib/date-it.ts';
import { mediaUrl } from '#app/lib/media.ts';
import type { CompanySubscription } from '#contracts/me.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { PRODUCTS } from '#catalog/company.ts';
import { COMPANY_FIXED_FIELDS, COMPANY_FORM_TEXT_FIELDS, unwrapList } from '#catalog/company-rules.ts';

export type BrandView = {
  abbonamento: boolean;
  logoUrl: string | null;
  descrizione: string | null;
  sito: string | null;
  visite: number;
};

export function brandView(company: HrCompany): BrandView {
  return {
    abbonamento: company.abbonamento_brand === true,
    logoUrl: company.logo ? mediaUrl(company.logo, ['small', 'thumbnail']) : null,
    descrizione: typeof company.descrizione === 'string' ? company.descrizione : null,
    sito: typeof company.sito_web_link === 'string' ? company.sito_web_link : null,
    visite: company.visite_azienda ?? 0,
  };
}

/** The saved values of the company data form, flattened as the form shows them. */
export function companyFormValues(company: HrCompany): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const field of [...COMPANY_FORM_TEXT_FIELDS, ...COMPANY_FIXED_FIELDS]) {
    const value = company[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  values.numero_addetti = typeof company.numero_addetti === 'string' ? company.numero_addetti : '';
  values.mansioni_preferite = unwrapList(company.mansioni_preferite, 'mansione_preferita');
  values.punti_forza = unwrapList(company.punti_forza, 'punto_forza');
  return values;
}

type Subscription = Partial<CompanySubscription>;

/** Product id 5 covers two offers: a subscription of about a month is the Brand Card, else Promuovi ricerca. */
function productName(sub: Subscription): string {
  const matches = PRODUCTS.filter((product) => product.id === sub.product_id);
  if (matches.length <= 1) return matches[0]?.nome ?? `Prodotto ${sub.product_id ?? ''}`.trim();
  const start = Date.parse(sub.data_sottoscrizione ?? '');
  const end = Date.parse(sub.data_scadenza ?? '');
  const monthly = Number.isFinite(start) && Number.isFinite(end) && end - start < 40 * 86_400_000;
  return (
    matches.find((p) => (monthly ? p.ricorrenza === 'mensile' : p.ricorrenza !== 'mensile')) ?? matches[0]
  ).nome;
}

export function subscriptionsView(
  company: Partial<Omit<HrCompany, 'abbonamenti'>> & { abbonamenti?: Subscription[] },
) {
  const list = company.abbonamenti ?? [];
  return list.map((sub) => ({ nome: productName(sub), scadenza: formatDateIt(sub.data_scadenza) || null }));
}
