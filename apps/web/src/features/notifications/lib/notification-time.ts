import { formatDate, formatSiteTime, formatTime, type DisplayPrefs } from '@barnboard/domain';

/**
 * When a notification was raised, on the site's clock (the barn's time, wherever the user is),
 * in the user's date format and 12- or 24-hour clock.
 */
export function notificationTime(at: string, timeZone: string, prefs: DisplayPrefs): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return at;
  const local = formatSiteTime(instant, timeZone);
  return `${formatDate(local, prefs)} ${formatTime(local, prefs)}`;
}
