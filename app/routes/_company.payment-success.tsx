// /payment-success?session_id= (spec 02 §2; issue 14): Stripe's success URL. The session is retrieved from Stripe on
// the server; a paid session of this company is fulfilled by Strapi (once: the webhook may have done it already, a
// reload changes nothing). An unpaid or unknown session shows /payment-error's content; another company's says only
// that the payment is not this company's (whether anything was charged is not for it to say).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PaymentError } from '#app/features/shop/PaymentError.tsx';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { formatDateIt } from '#app/lib/date-it.ts';
import type { HrCompany } from '#app/lib/types.ts';
import { requireCompany } from '#app/server/auth.server.ts';
import { getJwt } from '#app/server/session.server.ts';
import { forgetCurrentUser } from '#app/server/current-user.server.ts';
import { env } from '#app/server/env.server.ts';
import { fulfilSession, retrieveSession } from '#app/features/shop/shop.server.ts';
import { serviceUnavailable } from '#app/server/strapi.server.ts';

import { shop } from '#app/texts/shop.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(shop.paymentTitle);

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCompany(request);
  const company = user.hr_company as HrCompany;
  const url = new URL(request.url);
  const failed = (status: number, notYours = false) =>
    data({ ok: false as const, supportEmail: env.supportEmail, result: null, notYours }, { status });

  const session = await retrieveSession(url.searchParams.get('session_id') ?? '').catch((error: Error) => {
    console.error('[shop] session not retrieved:', error.message);
    throw serviceUnavailable();
  });
  if (!session) return failed(404);
  // Another company's session: what was charged, and to whom, is not this company's to know.
  if (session.metadata?.company_id !== String(company.id)) return failed(404, true);
  if (session.payment_status !== 'paid') return failed(402);

  const fulfilled = await fulfilSession(session, company.id);
  if (fulfilled.status >= 500) throw serviceUnavailable();
  if (!fulfilled.ok) return failed(fulfilled.status);
  // The menu's loader runs beside this one and may have read the balance before the credit (or reused the
  // session's /api/me kept for a second, from before the checkout): once credited, forget it and load the page
  // again, so the menu shows the new balance. `letto=1` marks that second load (a reload renders directly).
  if (fulfilled.data.data.fulfilled || url.searchParams.get('letto') !== '1') {
    const jwt = await getJwt(request);
    if (jwt) forgetCurrentUser(jwt);
    url.searchParams.set('letto', '1');
    throw redirect(`${url.pathname}${url.search}`, 303);
  }
  return { ok: true as const, supportEmail: env.supportEmail, result: fulfilled.data.data, notYours: false };
}

export default function PaymentSuccessPage() {
  const view = useLoaderData<typeof loader>();
  if (!view.ok || !view.result)
    return (
      <PaymentError supportEmail={view.supportEmail} body={view.notYours ? shop.notYoursBody : undefined} />
    );
  const { prodotto, crediti, data_scadenza } = view.result;
  return (
    <main id="contenuto" className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{shop.successTitle}</h1>
      <p className="mt-3 text-slate-700" data-testid="payment-added">
        {shop.successAdded(prodotto, crediti)}
        {data_scadenza ? ` ${shop.successUntil(prodotto, formatDateIt(data_scadenza))}` : null}
      </p>
      <Link to="/company-home" className={`${buttonClass('primary')} mt-6`}>
        {shop.backHome}
      </Link>
    </main>
  );
}
