// The credit ledger of /company-info (issue 14): every credit movement, newest first, with the balance after it;
// pages are links (?movimenti=<page>), so they work without JavaScript.
import { Link } from '@remix-run/react';
import { formatDateIt } from '~/lib/date-it';
import { shop } from '~/texts';

export type LedgerRow = {
  id: number;
  date: string;
  amount: number;
  tipo_credito: string;
  reason: string;
  prodotto: string | null;
  candidato: { id: number; nome: string } | null;
  saldo: number;
};
export type Ledger = {
  data: LedgerRow[];
  meta: { balance: number; pagination: { page: number; pageCount: number; total: number } };
};

export function CreditLedger({ ledger, path }: { ledger: Ledger; path: string }) {
  const { page, pageCount } = ledger.meta.pagination;
  const to = (n: number) => `${path}?movimenti=${n}#movimenti`;
  return (
    <section
      id="movimenti"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2"
    >
      <h2 className="font-semibold">{shop.ledgerTitle}</h2>
      {ledger.data.length === 0 ? (
        <p className="mt-1 text-slate-700">{shop.ledgerEmpty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="movimenti-crediti">
            <thead>
              <tr className="border-b border-slate-200">
                <th className="py-1 pr-3">{shop.ledgerDate}</th>
                <th className="py-1 pr-3">{shop.ledgerWhat}</th>
                <th className="py-1 pr-3 text-right">{shop.ledgerAmount}</th>
                <th className="py-1 pr-3">{shop.ledgerType}</th>
                <th className="py-1 text-right">{shop.ledgerBalance}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.map((row) => (
                <tr key={row.id} className="border-b border-slate-100">
                  <td className="py-1 pr-3">{formatDateIt(row.date)}</td>
                  <td className="py-1 pr-3">
                    {shop.ledgerReasons[row.reason] ?? row.reason}
                    {row.candidato ? (
                      <>
                        {': '}
                        <Link to={`/resource-profile/${row.candidato.id}`} className="underline">
                          {row.candidato.nome}
                        </Link>
                      </>
                    ) : row.prodotto ? (
                      `: ${row.prodotto}`
                    ) : null}
                  </td>
                  <td className="py-1 pr-3 text-right">{row.amount > 0 ? `+${row.amount}` : row.amount}</td>
                  <td className="py-1 pr-3">{shop.ledgerTypes[row.tipo_credito] ?? row.tipo_credito}</td>
                  <td className="py-1 text-right">{row.saldo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav className="mt-2 flex items-center gap-3 text-sm" aria-label={shop.ledgerTitle}>
          {page > 1 ? (
            <Link to={to(page - 1)} preventScrollReset>
              {shop.ledgerPrev}
            </Link>
          ) : null}
          <span>{shop.ledgerPage(page, pageCount)}</span>
          {page < pageCount ? (
            <Link to={to(page + 1)} preventScrollReset>
              {shop.ledgerNext}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
