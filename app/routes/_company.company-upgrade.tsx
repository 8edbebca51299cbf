// /company-upgrade (spec 02 §2 "Upgrade", §9 price table; issue 14): the tabs are links (?tab=), so they work without
// JavaScript; an agency sees only 'Apl', any other company never. Each offer comes from the product catalogue; the
// buy button posts (CSRF) the product code only: Strapi says what it costs this company, and the answer is a 303 to
// the Stripe Checkout page. The free products are activated by one click (a post), and the page then offers what
// comes next: Promuovi ricerca a first job post, Alert Database the configuration of its filters.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { Dialog } from '#app/components/ui/Dialog.tsx';
import { TEAM_MESSAGES } from '#catalog/team.ts';
import { canBuy, companyMenuData } from '#app/lib/company-menu.ts';
import { formatDateIt } from '#app/lib/date-it.ts';
import { formatEuro } from '#app/lib/money.ts';
import { upgradeSchema } from '#app/features/shop/shop.schema.ts';
import {
  offersOf,
  successFee,
  tabOf,
  tabsFor,
  type LiveSubscription,
  type Offer,
  type ShopTab,
} from '#app/features/shop/shop.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { activateAlertDatabase } from '#app/features/alerts/alerts.server.ts';
import { requireCompany } from '#app/server/auth.server.ts';
import { strapi } from '#app/server/strapi-api.server.ts';
import { env } from '#app/server/env.server.ts';
import { readForm } from '#app/server/forms.server.ts';
import { parseWithZod } from '#app/server/validation.server.ts';
import { createCheckout } from '#app/features/shop/shop.server.ts';
import { common, jobPosts } from '#app/texts/index.ts';
import { shop } from '#app/texts/shop.ts';
import { pageMeta } from '#app/lib/meta.ts';

const PATH = '/company-upgrade';

/** Beside 'Prodotto attivato.': the way on from a free product just activated, by its tab. */
const NEXT_STEP: Partial<Record<ShopTab, { label: string; to: string }>> = {
  'promuovi-ricerca': { label: jobPosts.create, to: '/company-job-posts?passo=1' },
  'alert-database': { label: shop.configure, to: '/company-foryou?configure=true' },
};

export const meta: MetaFunction = () => pageMeta(shop.title);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompany(request);
  const company = user.hr_company as HrCompany;
  const isAgency = companyMenuData(company).isAgency;
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams, isAgency);
  const live = (Array.isArray(company.abbonamenti) ? company.abbonamenti : []) as LiveSubscription[];
  // A member without "può acquistare" (issue 27): the shop says why it is closed, with 403 (Strapi refuses its
  // purchases with the same message), and offers nothing.
  const forbidden = canBuy(user) ? null : TEAM_MESSAGES.buyer_only;
  return data(
    {
      forbidden,
      tabs: forbidden ? [] : tabsFor(isAgency),
      tab,
      offers: forbidden ? [] : offersOf(tab, live),
      alertDatabaseOn: typeof company.filtri === 'string' && company.filtri.trim() !== '',
      activated: url.searchParams.get('attivato') === '1',
      supportEmail: env.supportEmail,
    },
    { status: forbidden ? 403 : 200 },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireCompany(request);
  const form = await readForm(request);
  if (!canBuy(user)) return data({ refused: TEAM_MESSAGES.buyer_only }, { status: 403 });
  const submission = parseWithZod(form, { schema: upgradeSchema });
  if (submission.status !== 'success') return data({ refused: common.badRequestTitle }, { status: 400 });
  const { intent, product } = submission.value;
  if (intent === 'activate' && product === 'alert_database') {
    const company = user.hr_company as HrCompany;
    const on = typeof company.filtri === 'string' && company.filtri.trim() !== '';
    const activated = await activateAlertDatabase(request, on);
    if (activated.ok) return redirect(`${PATH}?tab=alert-database&attivato=1`, 303);
    return data({ refused: activated.error.message }, { status: activated.status === 503 ? 503 : 400 });
  }
  if (intent === 'activate') {
    const activated = await strapi.shop.activate(request, { json: { product } });
    if (activated.ok || activated.status === 409)
      return redirect(`${PATH}?tab=promuovi-ricerca&attivato=1`, 303);
    return data({ refused: activated.error.message }, { status: activated.status });
  }
  let checkout;
  try {
    checkout = await createCheckout(request, product);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('[shop] checkout session not created:', (error as Error).message);
    return data({ refused: shop.paymentUnavailable }, { status: 503 });
  }
  if (!checkout.ok) return data({ refused: checkout.message }, { status: checkout.status });
  return redirect(checkout.url, 303);
}

function Price({ offer }: { offer: Offer }) {
  return (
    <p className="mt-3 text-xl font-bold">
      {offer.prezzoListino !== null ? (
        <s className="mr-2 font-normal text-slate-500" aria-label={shop.listPrice}>
          {formatEuro(offer.prezzoListino)}
        </s>
      ) : null}
      {offer.prezzo === null ? common.free : formatEuro(offer.prezzo)}
      {offer.prezzo !== null && offer.mensile ? ` ${shop.perMonth}` : null}
      {offer.prezzo !== null ? (
        <span className="ml-2 text-sm font-normal text-slate-600">{shop.plusVat}</span>
      ) : null}
    </p>
  );
}

function OfferCard({ offer, alertDatabaseOn }: { offer: Offer; alertDatabaseOn: boolean }) {
  return (
    <li className="rounded border border-slate-200 p-4" data-testid={`offer-${offer.codice}`}>
      <h2 className="text-lg font-semibold">{offer.nome}</h2>
      <p className="mt-1 text-slate-700">{offer.descrizione}</p>
      <Price offer={offer} />
      {offer.attivoFino ? (
        <p className="mt-2 text-sm text-green-800">
          {shop.activeUntil(offer.nome, formatDateIt(offer.attivoFino))}
          {offer.kind === 'checkout' ? ` ${shop.renewNote}` : null}
        </p>
      ) : null}
      {offer.kind === 'configure' && alertDatabaseOn ? (
        <>
          <p className="mt-2 text-sm text-green-800">{shop.alertDatabaseActive}</p>
          <Link to="/company-foryou?configure=true" className={`${buttonClass('primary')} mt-3`}>
            {shop.configure}
          </Link>
        </>
      ) : offer.kind === 'activate' && offer.attivoFino ? null : (
        <Form method="post" className="mt-3">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value={offer.kind === 'checkout' ? 'checkout' : 'activate'} />
          <input type="hidden" name="product" value={offer.codice} />
          <button type="submit" className={buttonClass('primary')}>
            {offer.kind !== 'checkout' ? shop.activate : offer.attivoFino ? shop.renew : shop.buy}
          </button>
        </Form>
      )}
    </li>
  );
}

export default function UpgradePage() {
  const { forbidden, tabs, tab, offers, alertDatabaseOn, activated, supportEmail } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(shop.successFeeSubject)}`;
  if (forbidden)
    return (
      <main id="contenuto" className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-2xl font-bold">{shop.title}</h1>
        <p role="alert" className="mt-4 text-slate-700">
          {forbidden}
        </p>
      </main>
    );
  return (
    <main id="contenuto" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">{shop.title}</h1>
      <p className="mt-2 text-slate-700">{shop.intro}</p>
      <nav aria-label={shop.tabsLabel} className="mt-6 flex flex-wrap gap-2 border-b border-slate-200">
        {tabs.map((slug) => (
          <Link
            key={slug}
            to={`${PATH}?tab=${slug}`}
            aria-current={slug === tab ? 'page' : undefined}
            preventScrollReset
            className={`rounded-t px-3 py-2 ${
              slug === tab ? 'border-b-2 border-brand-700 font-semibold text-brand-700' : 'text-slate-700'
            }`}
          >
            {shop.tabs[slug]}
          </Link>
        ))}
      </nav>
      {activated ? (
        <p role="status" className="mt-4 text-green-800">
          {shop.activated}{' '}
          {NEXT_STEP[tab] ? (
            <Link to={NEXT_STEP[tab].to} className="font-semibold underline">
              {NEXT_STEP[tab].label}
            </Link>
          ) : null}
        </p>
      ) : null}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {offers.map((offer) => (
          <OfferCard key={offer.codice} offer={offer} alertDatabaseOn={alertDatabaseOn} />
        ))}
        {tab === 'card' ? (
          <li className="rounded border border-slate-200 p-4" data-testid="offer-success_fee">
            <h2 className="text-lg font-semibold">{successFee.nome}</h2>
            <p className="mt-1 text-slate-700">{successFee.descrizione}</p>
            <a href={mailto} className={`${buttonClass('secondary')} mt-3`}>
              {shop.successFeeContact}
            </a>
          </li>
        ) : null}
      </ul>
      {tab === 'card' ? <p className="mt-6 text-sm text-slate-600">{shop.guarantee}</p> : null}
      {actionData?.refused ? (
        <Dialog
          title={shop.refusedTitle}
          tone="error"
          closeTo={`${PATH}?tab=${tab}`}
          actions={
            <Link to={`${PATH}?tab=${tab}`} className={buttonClass('primary')}>
              {shop.close}
            </Link>
          }
        >
          <p>{actionData.refused}</p>
        </Dialog>
      ) : null}
    </main>
  );
}
