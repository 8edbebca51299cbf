// /company-faq: 15 questions as a <details> accordion, which opens and closes without JavaScript.
import type { MetaFunction } from '@remix-run/node';
import { companyFaq, companyFaqIntro, companyFaqTitle, type FaqPrices } from '#app/texts/index.ts';
import { PRODUCTS } from '#catalog/company.ts';
import {
  GARANZIA_MAX_MESE,
  GARANZIA_PERIODO_GIORNI,
  GARANZIA_QUOTA_PERCENTO,
} from '#catalog/guarantee-rules.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { formatEuroInText } from '#app/lib/money.ts';

export const meta: MetaFunction = () => pageMeta(companyFaqTitle);

const euro = (cents: number | null) => (cents === null ? 'GRATIS' : formatEuroInText(cents));

function prices(): FaqPrices {
  const by = (codice: string) => PRODUCTS.find((product) => product.codice === codice);
  const price = (codice: string) => euro(by(codice)?.prezzo ?? null);
  const list = (codice: string) => euro(by(codice)?.prezzoListino ?? null);
  return {
    card_crediti: price('card_crediti'),
    smart_card: price('smart_card'),
    hr_membership_card: price('hr_membership_card'),
    apl_card: price('apl_card'),
    alert_database: list('alert_database'),
    alert_new_profile: price('alert_new_profile'),
    alert_new_profile_list: list('alert_new_profile'),
    promuovi_ricerca: list('promuovi_ricerca'),
    brand_card: price('brand_card'),
  };
}

const FAQ = companyFaq(prices(), {
  perMese: GARANZIA_MAX_MESE,
  quota: GARANZIA_QUOTA_PERCENTO,
  giorni: GARANZIA_PERIODO_GIORNI,
});

export default function CompanyFaqPage() {
  return (
    <main id="contenuto" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{companyFaqTitle}</h1>
      <p className="mt-1 text-sm text-slate-600">{companyFaqIntro}</p>
      <div className="panel panel-none panel-flat mt-6 divide-y divide-slate-200">
        {FAQ.map((item) => (
          <details key={item.q} className="group p-4">
            <summary className="cursor-pointer font-semibold marker:text-brand-600">{item.q}</summary>
            <p className="mt-2 text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
    </main>
  );
}
