// Resource route of the VAT lookup, used by the registration form when JavaScript is on (a fetcher posts the
// VAT number once it is complete). A POST with the CSRF token, so other sites cannot spend the provider quota.
import type { ActionFunctionArgs } from '@remix-run/node';
import { clientIp } from '#app/server/client-ip.server.ts';
import { lookupCompany, shouldLookup } from '#app/features/registration/company-lookup.server.ts';
import { readForm } from '#app/server/forms.server.ts';

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const piva = formData.get('piva');
  if (!shouldLookup(piva, '')) return Response.json({}, { status: 400 });
  return Response.json((await lookupCompany(clientIp(request, context), piva)) ?? {});
}
