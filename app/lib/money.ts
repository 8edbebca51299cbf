// Amounts as the portal shows them, from euro cents. The formatters are built on first use, like the date formatter
// (app/lib/date-it.ts): building one loads locale data.
let euro: Intl.NumberFormat | undefined;
let plain: Intl.NumberFormat | undefined;

/** Prices and totals of the shop, the ledger and the invoices: "2.900,00 €" (Italian grouping, decimal comma). */
export const formatEuro = (cents: number) =>
  (euro ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true })).format(
    cents / 100,
  );

/** Prices inside running text (the FAQ's answers): "2.900 €" for whole euros, else as `formatEuro` ("9,90 €"). */
export const formatEuroInText = (cents: number) =>
  cents % 100 === 0
    ? `${(plain ??= new Intl.NumberFormat('it-IT', { useGrouping: true, maximumFractionDigits: 0 })).format(cents / 100)} €`
    : formatEuro(cents);
