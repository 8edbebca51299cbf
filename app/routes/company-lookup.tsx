// Resource route of the VAT lookup, used by the registration form when JavaScript is on (a fetcher posts the
// VAT number once it is complete). A POST with the CSRF token, so other sites cannot spend the provider quota.
import type { ActionFunctionArgs } from '@remix-run/node';
import { clientIp } from '~/server/client-ip.server';
import { lookupCompany, shouldLookup } from '~/server/company-lookup.server';
import { readForm } from '~/server/forms.server';

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const piva = formData.get('piva');
  if (!shouldLookup(piva, '')) return Response.json({}, { status: 400 });
  return Response.json((await lookupCompany(clientIp(request, context), piva)) ?? {});
}
