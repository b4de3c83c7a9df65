/** Top-bar "last update" thresholds (spec §4). */
export const JUST_UPDATED_MINUTES = 20;
export const LATE_MINUTES = 60;

export type LastUpdateText =
  | { kind: 'justUpdated'; late: false }
  | { kind: 'minutes'; minutes: number; late: boolean }
  | { kind: 'hoursMinutes'; hours: number; minutes: number; late: boolean }
  | { kind: 'daysHours'; days: number; hours: number; late: boolean };

/**
 * How long ago the data was updated: 'just updated' under 20 minutes, then minutes under 60,
 * hours and minutes under 1440, otherwise days and hours; late from 60 minutes.
 */
export function describeLastUpdate(
  at: Date,
  now: Date,
  justUpdatedMinutes = JUST_UPDATED_MINUTES,
): LastUpdateText {
  const elapsed = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
  const late = elapsed >= LATE_MINUTES;
  if (elapsed < justUpdatedMinutes) return { kind: 'justUpdated', late: false };
  if (elapsed < 60) return { kind: 'minutes', minutes: elapsed, late };
  if (elapsed < 1440)
    return { kind: 'hoursMinutes', hours: Math.floor(elapsed / 60), minutes: elapsed % 60, late };
  return {
    kind: 'daysHours',
    days: Math.floor(elapsed / 1440),
    hours: Math.floor((elapsed % 1440) / 60),
    late,
  };
}
