/** The calendar date (YYYY-MM-DD) of an instant in a time zone: a site's "today". */
export function dateInZone(instant: Date, timeZone: string): string {
  // The en-CA locale writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
