// /payment-error: Stripe's cancel URL (spec 02 §2): 'Qualcosa è andato storto.' with 'Riprova' and 'Contattaci'.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PaymentError } from '~/features/shop/PaymentError';
import { requireCompany } from '~/server/auth.server';
import { env } from '~/server/env.server';

import { shop } from '~/texts/shop';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () => pageMeta(shop.paymentTitle);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCompany(request);
  return { supportEmail: env.supportEmail };
}

export default function PaymentErrorPage() {
  const { supportEmail } = useLoaderData<typeof loader>();
  return <PaymentError supportEmail={supportEmail} />;
}
