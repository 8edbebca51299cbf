// Dates as the portal shows them (spec 02 §2): DD/MM/YYYY, from an ISO date or date-time. Date-times are
// read in Italian time, so an unlock at 00:30 in Rome is not shown as the previous day. The one date formatter
// of the app: pages, view models and invoices all use it.
// Built on first use: creating it loads the locale and time-zone data, 14 ms of a page's start in the browser
// (docs/performance.md, "Lighthouse per page"), paid by every page that imports this module, whether it shows a
// date-time or not.
let rome: Intl.DateTimeFormat | undefined;
const romeFormat = () =>
  (rome ??= new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }));

/** '' for anything that is not a date (missing, null, garbage). */
export function formatDateIt(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : romeFormat().format(date);
}
