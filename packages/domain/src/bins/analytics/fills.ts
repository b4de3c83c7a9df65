import { fillThresholdKg } from './fill-threshold.js';
import { levelSeries, type LevelPoint } from './level-series.js';
import { HOUR_MS, type BinReading } from './readings.js';

/**
 * Rises this close after the first one belong to the same fill: a delivery takes under an hour,
 * but a reading can land in the middle of it, or two loads come off one truck.
 */
export const FILL_WINDOW_MS = 6 * HOUR_MS;

export type FillEvent = {
  /** The reading at the fill's peak: the filled level. */
  at: number;
  addedKg: number;
};

/** A fill within a level series: `start` indexes the level before it, `end` its peak. */
export type FillSpan = FillEvent & { start: number; end: number };

/**
 * Where the level rose by more than fillThresholdKg. A rise starts wherever a point is higher than
 * the one before and ends at the highest point within FILL_WINDOW_MS of that first higher point, so
 * a dip in the middle of a delivery does not split it. The first step may span any gap in the data:
 * feed never appears in a bin any other way.
 */
export function fillSpans(points: readonly LevelPoint[], capacityKg: number): FillSpan[] {
  const threshold = fillThresholdKg(capacityKg);
  const spans: FillSpan[] = [];
  let start = 0;
  while (start < points.length - 1) {
    const span = riseAfter(points, start);
    if (span && span.addedKg > threshold) {
      spans.push(span);
      start = span.end;
    } else {
      start++;
    }
  }
  return spans;
}

/** The rise after point `start`, up to its peak; null when the next point is not higher. */
function riseAfter(points: readonly LevelPoint[], start: number): FillSpan | null {
  const base = points[start];
  let peak = points[start + 1];
  if (!base || !peak || peak.quantityKg <= base.quantityKg) return null;
  const firstAt = peak.at;
  let end = start + 1;
  for (let i = end + 1; i < points.length; i++) {
    const point = points[i];
    if (!point || point.at - firstAt > FILL_WINDOW_MS) break;
    if (point.quantityKg > peak.quantityKg) {
      peak = point;
      end = i;
    }
  }
  return { at: peak.at, addedKg: peak.quantityKg - base.quantityKg, start, end };
}

/** Deliveries found in the readings (any order), oldest first. */
export function detectFillEvents(readings: readonly BinReading[], capacityKg: number): FillEvent[] {
  return fillSpans(levelSeries(readings, capacityKg), capacityKg).map(({ at, addedKg }) => ({
    at,
    addedKg,
  }));
}

/** When the bin was last filled; null when no fill is in the readings. */
export function lastFilledAt(fills: readonly FillEvent[]): number | null {
  return fills.length > 0 ? Math.max(...fills.map((fill) => fill.at)) : null;
}
