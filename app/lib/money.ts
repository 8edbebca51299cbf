// Amounts as the portal shows them, from euro cents. `formatEuro` is shared with Strapi's e-mails (the catalog);
// the formatter of running text is built on first use, like the date formatter (app/lib/date-it.ts).
import { formatEuro } from '#catalog/money.ts';

export { formatEuro };

let plain: Intl.NumberFormat | undefined;

/** Prices inside running text (the FAQ's answers): "2.900 €" for whole euros, else as `formatEuro` ("9,90 €"). */
export const formatEuroInText = (cents: number) =>
  cents % 100 === 0
    ? `${(plain ??= new Intl.NumberFormat('it-IT', { useGrouping: true, maximumFractionDigits: 0 })).format(cents / 100)} €`
    : formatEuro(cents);
