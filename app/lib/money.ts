// Amounts as the portal shows them: euro cents → "2.900,00 €" (Italian grouping and decimal comma). The
// formatter is built on first use, like the date formatter (app/lib/date-it.ts): building it loads locale data.
let euro: Intl.NumberFormat | undefined;

export const formatEuro = (cents: number) =>
  (euro ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true })).format(
    cents / 100,
  );
