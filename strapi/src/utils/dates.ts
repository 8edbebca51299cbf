const ROME_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Italy as YYYY-MM-DD (the date fields of the portal are Italian dates). */
export const isoDateInRome = (date: Date = new Date()) => ROME_DATE.format(date);
