// /fatture/:id/xml: the FatturaPA XML of one of the company's own invoices, as a download (issue 13).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireCompany } from '#app/server/auth.server.ts';
import { fetchOwnInvoiceXml } from '#app/features/invoices/invoices.server.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCompany(request);
  const { file_name, xml } = await fetchOwnInvoiceXml(request, params.id ?? '');
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file_name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
