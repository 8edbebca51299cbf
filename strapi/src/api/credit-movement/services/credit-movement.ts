/**
 * A company's credit ledger (issue 14): every credit movement, newest first, with the balance after it. The
 * balance after the newest movement is the sum of all movements, which equals crediti + crediti_abbonamento
 * (every change of either goes with a movement); each older one is that minus the newer movements.
 */
import type { Core } from '@strapi/strapi';
import type { LedgerEntry, MovementsResponse } from '../../../contracts/shop';
import { ERASED_CANDIDATE } from '../../../catalog/privacy';
import { findRows } from '../../../utils/rows';

const MOVEMENT = 'api::credit-movement.credit-movement';
export const LEDGER_PAGE_SIZE = 20;

const creditLedger = async (
  strapi: Core.Strapi,
  companyId: number,
  page: number,
): Promise<MovementsResponse> => {
  const where = { hr_company: { id: companyId } };
  const orderBy = [{ date: 'desc' as const }, { id: 'desc' as const }];
  const query = strapi.db.query(MOVEMENT);
  const total = await query.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const offset = (current - 1) * LEDGER_PAGE_SIZE;

  // `id` selected too: a where on a relation makes the query DISTINCT over the selected columns, and equal amounts
  // would collapse into one.
  const all = await findRows(strapi, MOVEMENT, { where, select: ['id', 'amount'] });
  const balance = all.reduce((sum, row) => sum + Number(row.amount), 0);
  const newer = offset
    ? await findRows(strapi, MOVEMENT, { where, select: ['id', 'amount'], orderBy, limit: offset })
    : [];
  let after = balance - newer.reduce((sum, row) => sum + Number(row.amount), 0);

  const rows = await findRows(strapi, MOVEMENT, {
    where,
    orderBy,
    offset,
    limit: LEDGER_PAGE_SIZE,
    select: ['id', 'documentId', 'amount', 'tipo_credito', 'reason', 'date', 'note'],
    populate: {
      unlock: {
        select: ['id', 'candidato_cancellato'],
        populate: { hr_user: { select: ['id', 'nome', 'cognome'] } },
      },
      payment: { select: ['id'] },
      autore: { select: ['id'] },
    },
  });
  // Who of the team spent or bought (issue 27).
  const authors = await strapi.service('api::team-member.team-member').names(
    companyId,
    rows.flatMap((row) => (row.autore ? [row.autore.id] : [])),
  );
  // Each purchase links to its invoice (issue 13).
  const paymentIds = rows.flatMap((row) => (row.payment ? [row.payment.id] : []));
  const invoices = paymentIds.length
    ? await findRows(strapi, 'api::invoice.invoice', {
        where: { payment: { id: { $in: paymentIds } } },
        select: ['documentId', 'numero', 'anno'],
        populate: { payment: { select: ['id'] } },
      })
    : [];
  const invoiceOf = new Map(
    invoices.flatMap((invoice) =>
      invoice.payment
        ? [
            [
              invoice.payment.id,
              { documentId: invoice.documentId, numero: `${invoice.numero}/${invoice.anno}` },
            ],
          ]
        : [],
    ),
  );
  const data = rows.map((row) => {
    const item: LedgerEntry = {
      id: row.documentId,
      // date, tipo_credito and reason are required columns: an absent date throws as before (an invalid date)
      date: new Date(row.date ?? Number.NaN).toISOString(),
      amount: Number(row.amount),
      tipo_credito: row.tipo_credito ?? '',
      reason: row.reason ?? '',
      prodotto: row.note ?? null,
      candidato: row.unlock?.hr_user
        ? {
            id: row.unlock.hr_user.id,
            nome: [row.unlock.hr_user.nome, row.unlock.hr_user.cognome].filter(Boolean).join(' '),
          }
        : row.unlock?.candidato_cancellato
          ? // The candidate erased their account (issue 41): the line stays, without the name.
            { id: Number(row.unlock.candidato_cancellato), nome: ERASED_CANDIDATE }
          : null,
      autore: (row.autore && authors.get(row.autore.id)) ?? null,
      saldo: after,
      fattura: (row.payment && invoiceOf.get(row.payment.id)) ?? null,
    };
    after -= item.amount;
    return item;
  });
  return {
    data,
    meta: { balance, pagination: { page: current, pageSize: LEDGER_PAGE_SIZE, pageCount, total } },
  };
};

const creditMovementService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** One page of the company's ledger (GET /api/shop/movements). */
  ledger: (companyId: number, page: number) => creditLedger(strapi, companyId, page),
});

export type CreditMovementService = ReturnType<typeof creditMovementService>;

// No core CRUD service: no route of the content API reaches these records (routes/ has none).
export default creditMovementService;
