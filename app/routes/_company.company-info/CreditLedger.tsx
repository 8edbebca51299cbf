// The credit ledger of /company-info (issue 14): every credit movement, newest first, with the balance after it;
// pages are links (?movimenti=<page>), so they work without JavaScript. The rows come formatted from the server
// (`ledgerView`), which keeps this page's JavaScript small.
import { Link } from '@remix-run/react';
import { invoiceTexts, ledger as t } from '#app/texts/index.ts';

export type LedgerRowView = {
  id: number;
  date: string;
  what: string;
  candidato: { id: number; nome: string } | null;
  /** 'da Giulia Rossi': the member of the team who did it. */
  by: string | null;
  amount: string;
  type: string;
  saldo: number;
  /** The purchase's invoice (courtesy copy). */
  fattura: { href: string; numero: string } | null;
};
export type LedgerView = { rows: LedgerRowView[]; page: number; pageCount: number };

export function CreditLedger({ view, path }: { view: LedgerView; path: string }) {
  const { rows, page, pageCount } = view;
  const to = (n: number) => `${path}?movimenti=${n}#movimenti`;
  return (
    <section className="panel lg:col-span-2" id="movimenti">
      <h2 className="font-semibold">{t.title}</h2>
      {rows.length === 0 ? (
        <p className="mt-1 text-slate-700">{t.empty}</p>
      ) : (
        // On a phone the five columns are wider than the screen: the table scrolls inside its own box, never the page.
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="movimenti-crediti">
            <thead>
              <tr>
                <th>{t.date}</th>
                <th>{t.what}</th>
                <th>{t.amount}</th>
                <th>{t.type}</th>
                <th>{t.balance}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100">
                  <td>{row.date}</td>
                  <td>
                    {row.what}
                    {row.candidato ? (
                      <Link to={`/resource-profile/${row.candidato.id}`} className="underline">
                        {row.candidato.nome}
                      </Link>
                    ) : null}
                    {row.by ? <span className="text-slate-600"> {row.by}</span> : null}
                    {row.fattura ? (
                      <>
                        {' '}
                        <Link to={row.fattura.href} className="underline">
                          {invoiceTexts.title(row.fattura.numero)}
                        </Link>
                      </>
                    ) : null}
                  </td>
                  <td>{row.amount}</td>
                  <td>{row.type}</td>
                  <td>{row.saldo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav className="mt-2 flex gap-3 text-sm" aria-label={t.title}>
          {page > 1 ? <Link to={to(page - 1)}>{t.prev}</Link> : null}
          <span>{t.page(page, pageCount)}</span>
          {page < pageCount ? <Link to={to(page + 1)}>{t.next}</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
