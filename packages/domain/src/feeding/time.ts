import { DateTime } from 'luxon';

/** The instant of a calendar date and HH:MM (or HH:MM:SS) time in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const instant = DateTime.fromISO(`${date}T${time}`, { zone: timeZone });
  if (!instant.isValid) throw new RangeError(`not a date and time: ${date} ${time} ${timeZone}`);
  return instant.toJSDate();
}
