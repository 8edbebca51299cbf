// /payment-error: Stripe's cancel URL (spec 02 §2): 'Qualcosa è andato storto.' with 'Riprova' and 'Contattaci'.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PaymentError } from '#app/features/shop/PaymentError.tsx';
import { requireCompany } from '#app/server/auth.server.ts';
import { env } from '#app/server/env.server.ts';

import { shop } from '#app/texts/shop.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: MetaFunction = () => pageMeta(shop.paymentTitle);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCompany(request);
  return { supportEmail: env.supportEmail };
}

export default function PaymentErrorPage() {
  const { supportEmail } = useLoaderData<typeof loader>();
  return <PaymentError supportEmail={supportEmail} />;
}
