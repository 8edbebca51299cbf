// Amounts as the portal shows them, from euro cents: on its pages (Remix, app/lib/money.ts) and in its e-mails
// (Strapi, the invoice's courtesy copy). The formatter is built on first use: building one loads locale data.
let euro: Intl.NumberFormat | undefined;

/** Prices and totals of the shop, the ledger and the invoices: "2.900,00 €" (Italian grouping, decimal comma). */
export const formatEuro = (cents: number) =>
  (euro ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true })).format(
    cents / 100,
  );
