// /fatture/:id: the printable Italian courtesy copy of one of the company's own invoices (issue 13). The browser
// prints it or saves it as PDF; the legal document is the FatturaPA XML, linked below.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { formatDateIt } from '#app/lib/date-it.ts';
import { formatEuro } from '#app/lib/money.ts';
import { requireCompany } from '#app/server/auth.server.ts';
import { fetchOwnInvoice, type PartyView } from '#app/features/invoices/invoices.server.ts';
import { invoiceTexts as t } from '#app/texts/index.ts';
import { pageMeta } from '#app/lib/meta.ts';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireCompany(request);
  return { invoice: await fetchOwnInvoice(request, params.id ?? '') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? t.title(data.invoice.numero) : t.notFound);

function Party({ party }: { party: PartyView }) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{party.title}</h2>
      <p className="mt-2 font-semibold">{party.name}</p>
      {party.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

export default function InvoicePage() {
  const { invoice } = useLoaderData<typeof loader>();
  return (
    <main id="contenuto" className="mx-auto max-w-3xl px-4 py-8 print:p-0">
      <h1 className="text-2xl font-bold">{t.title(invoice.numero)}</h1>
      <p className="mt-1">
        {t.date}: {formatDateIt(invoice.data)}
      </p>
      <p className="mt-2 text-sm text-slate-600">{t.courtesy}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Party party={invoice.seller} />
        <Party party={invoice.buyer} />
      </div>
      <table className="mt-6 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            {[t.description, t.quantity, t.net, t.vatRate].map((label, index) => (
              <th key={label} scope="col" className={index === 0 ? 'py-2' : 'py-2 text-right'}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200">
            <td className="py-2">{invoice.descrizione}</td>
            <td className="py-2 text-right">1</td>
            <td className="py-2 text-right">{formatEuro(invoice.imponibile)}</td>
            <td className="py-2 text-right">{invoice.aliquota_iva}%</td>
          </tr>
        </tbody>
      </table>
      <dl className="ml-auto mt-4 grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt>{t.net}</dt>
        <dd className="text-right">{formatEuro(invoice.imponibile)}</dd>
        <dt>
          {t.vat} {invoice.aliquota_iva}%
        </dt>
        <dd className="text-right">{formatEuro(invoice.imposta)}</dd>
        <dt className="font-semibold">{t.total}</dt>
        <dd className="text-right font-semibold">{formatEuro(invoice.totale)}</dd>
      </dl>
      <p className="mt-4 text-sm">
        {t.payment}: {t.paidByCard} {formatDateIt(invoice.data)}
      </p>
      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        <a href={invoice.xmlHref} download={invoice.file_name} className={buttonClass('primary')}>
          {t.downloadXml}
        </a>
        <Link to="/company-info" className={buttonClass('secondary')}>
          {t.back}
        </Link>
      </div>
    </main>
  );
}
