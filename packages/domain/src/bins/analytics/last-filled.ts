import { detectFillEvents, lastFilledAt } from './fills.js';
import { levelSeries } from './level-series.js';
import { DAY_MS, SILO_CHART_DAYS, type BinReading } from './readings.js';

/** "Last filled": a date within the chart's range, else "more than {days} days ago" (spec §9). */
export type LastFilled = { kind: 'date'; at: number } | { kind: 'more_than'; days: number };

/**
 * The last fill when it is within the last `days`; otherwise "more than" as many whole days as the
 * readings cover, up to `days`, because a sensor installed 3 days ago has not seen a fill 5 days
 * ago. Null when there is no level, or less than a day of them, to tell.
 */
export function lastFilled(
  readings: readonly BinReading[],
  capacityKg: number,
  now: number,
  days: number = SILO_CHART_DAYS,
): LastFilled | null {
  const known = readings.filter((reading) => reading.at <= now);
  const at = lastFilledAt(detectFillEvents(known, capacityKg));
  if (at !== null && now - at <= days * DAY_MS) return { kind: 'date', at };
  const first = levelSeries(known, capacityKg)[0];
  if (!first) return null;
  const covered = Math.min(days, Math.floor((now - first.at) / DAY_MS));
  return covered >= 1 ? { kind: 'more_than', days: covered } : null;
}
