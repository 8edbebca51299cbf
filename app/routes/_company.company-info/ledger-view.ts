// The credit ledger's rows as /company-info shows them (server side: dates and labels formatted in the loader).
import type { LedgerView } from '#app/routes/_company.company-info/CreditLedger.tsx';
import type { MovementsResponse } from '#contracts/shop.ts';
import { formatDateIt } from '#app/lib/date-it.ts';
import { ledgerLabels, team } from '#app/texts/index.ts';

export type LedgerResponse = MovementsResponse;

export function ledgerView(response: LedgerResponse): LedgerView {
  return {
    page: response.meta.pagination.page,
    pageCount: response.meta.pagination.pageCount,
    rows: response.data.map((row) => {
      const reason = ledgerLabels.reasons[row.reason] ?? row.reason;
      return {
        id: row.id,
        date: formatDateIt(row.date),
        what: row.candidato ? `${reason}: ` : row.prodotto ? `${reason}: ${row.prodotto}` : reason,
        candidato: row.candidato,
        by: row.autore ? team.by(row.autore) : null,
        amount: row.amount > 0 ? `+${row.amount}` : String(row.amount),
        type: ledgerLabels.types[row.tipo_credito] ?? row.tipo_credito,
        saldo: row.saldo,
        fattura: row.fattura
          ? { href: `/fatture/${row.fattura.documentId}`, numero: row.fattura.numero }
          : null,
      };
    }),
  };
}
