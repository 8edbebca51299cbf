// The company's invoices on /company-info (issue 13): every paid purchase, credits or not, with its printable
// courtesy copy and its FatturaPA XML. Rows come formatted from the loader.
import { Link } from '@remix-run/react';
import type { InvoiceListItem } from '#app/features/invoices/invoices.server.ts';
import { invoiceTexts as t } from '#app/texts/index.ts';

export function InvoiceList({ invoices }: { invoices: InvoiceListItem[] }) {
  return (
    <section className="panel lg:col-span-2" id="fatture">
      <h2 className="font-semibold">{t.listTitle}</h2>
      {invoices.length === 0 ? (
        <p className="mt-1 text-slate-700">{t.listEmpty}</p>
      ) : (
        // On a phone the table scrolls inside its own box, never the page (issue 23); `relative` keeps the sr-only
        // labels (absolutely positioned) inside that box, else they widen the page.
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th>{t.number}</th>
                <th>{t.date}</th>
                <th>{t.description}</th>
                <th>{t.total}</th>
                <th>
                  <span className="sr-only">{t.documents}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.href} className="border-t border-slate-100">
                  <td>{invoice.numero}</td>
                  <td>{invoice.data}</td>
                  <td>{invoice.descrizione}</td>
                  <td>{invoice.totale}</td>
                  <td className="space-x-3">
                    <Link to={invoice.href} className="underline">
                      {t.courtesyLink}
                      <span className="sr-only"> {t.title(invoice.numero)}</span>
                    </Link>
                    <a href={invoice.xmlHref} download className="underline">
                      {t.xmlLink}
                      <span className="sr-only"> {t.title(invoice.numero)}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
