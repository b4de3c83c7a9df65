import { fillSpans } from './fills.js';
import { levelSeries } from './level-series.js';
import { DAY_MS, SILO_CHART_DAYS, type BinReading } from './readings.js';

/** Fewer levels than this in the window give no average: one stray echo would set it. */
export const MIN_CONSUMPTION_READINGS = 4;
/** Levels must span at least a day, so the average covers a whole feeding cycle (day and night). */
export const MIN_CONSUMPTION_SPAN_MS = DAY_MS;

/**
 * Feed eaten per day over the last `days` before `now`: the net fall of the level between
 * consecutive levels, divided by the time those steps span. Steps that belong to a
 * fill (fillSpans) are left out, both their change and their duration, so a delivery neither
 * hides consumption nor dilutes it. Small rises stay in: they are noise, and counting them lets
 * noise cancel out instead of adding up as it would if only falls were summed. Null with fewer than
 * MIN_CONSUMPTION_READINGS levels or less than MIN_CONSUMPTION_SPAN_MS of them outside fills.
 */
export function averageDailyConsumption(
  readings: readonly BinReading[],
  capacityKg: number,
  now: number,
  days: number = SILO_CHART_DAYS,
): number | null {
  const from = now - days * DAY_MS;
  const points = levelSeries(readings, capacityKg).filter((p) => p.at >= from && p.at <= now);
  if (points.length < MIN_CONSUMPTION_READINGS) return null;
  const inFill = new Set<number>();
  for (const { start, end } of fillSpans(points, capacityKg)) {
    for (let i = start; i < end; i++) inFill.add(i);
  }
  let fallKg = 0;
  let spanMs = 0;
  points.forEach((point, i) => {
    const next = points[i + 1];
    if (!next || inFill.has(i)) return;
    fallKg += point.quantityKg - next.quantityKg;
    spanMs += next.at - point.at;
  });
  if (spanMs < MIN_CONSUMPTION_SPAN_MS) return null;
  return Math.max(0, fallKg) / (spanMs / DAY_MS);
}
