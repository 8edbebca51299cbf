/**
 * "What the company's money did" (issue 43 item 6, /company-info): the periods its numbers are counted over. Pure,
 * shared by Strapi (which counts) and the page (which names the periods). Every period is a calendar one in Italy:
 * a movement of 23:30 UTC on the last of a month counts in the next month, as the invoices and the ledger date it.
 */
import { isoDateInRome } from '../utils/dates';

/** Months of credits bought and spent, the current one last. */
export const MESI_STATISTICHE = 12;
/**
 * Weeks of brand visits, the current one last: 12 whole weeks are 84 days, within the 90 days the visit rows are
 * kept (catalog/privacy.ts RETENTION.technicalRecordDays), so no week is cut short by the retention job.
 */
export const SETTIMANE_STATISTICHE = 12;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The month of an instant in Italy, YYYY-MM. */
export const meseDi = (date: Date) => isoDateInRome(date).slice(0, 7);

/** The last `count` months in Italy up to `now`'s, oldest first, as YYYY-MM. */
export function ultimiMesi(now: Date, count = MESI_STATISTICHE): string[] {
  const [year, month] = meseDi(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The Monday (YYYY-MM-DD) of the week of a calendar day. */
export const lunediDi = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/** The Mondays of the last `count` weeks in Italy up to `now`'s, oldest first. */
export function ultimeSettimane(now: Date, count = SETTIMANE_STATISTICHE): string[] {
  const current = lunediDi(isoDateInRome(now));
  return Array.from({ length: count }, (_, i) => addDays(current, -7 * (count - 1 - i)));
}
