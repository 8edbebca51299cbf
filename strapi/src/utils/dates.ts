const ROME_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Italy as YYYY-MM-DD (the date fields of the portal are Italian dates). */
export const isoDateInRome = (date: Date = new Date()) => ROME_DATE.format(date);

/** Midnight in Italy that begins the day of `date`: Europe/Rome is UTC+2 or UTC+1, the earlier instant on that day. */
export const startOfDayInRome = (date: Date) => {
  const day = isoDateInRome(date);
  for (const offset of [2, 1]) {
    const start = new Date(`${day}T00:00:00Z`);
    start.setUTCHours(-offset);
    if (isoDateInRome(start) === day) return start;
  }
  return new Date(`${day}T00:00:00Z`);
};
