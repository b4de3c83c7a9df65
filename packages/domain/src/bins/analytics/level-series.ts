import { fillThresholdKg } from './fill-threshold.js';
import { byTime, isPlausibleLevel, type BinReading } from './readings.js';

/** One measured level: a reading that had an echo. */
export type LevelPoint = { at: number; quantityKg: number };

/**
 * The levels that consumption and fill detection read: oldest first, without readings lacking an
 * echo, impossible quantities or stray echoes. A stray echo (a bird, dust of a delivery,
 * condensation) is a single level further than fillThresholdKg above or below both its neighbours;
 * kept, it would read as a fill plus a huge consumption. A fill's step is never one: the level
 * stays up after it.
 */
export function levelSeries(readings: readonly BinReading[], capacityKg: number): LevelPoint[] {
  const points: LevelPoint[] = [];
  for (const reading of byTime(readings)) {
    const quantityKg = reading.quantityKg;
    if (quantityKg !== null && isPlausibleLevel(quantityKg, capacityKg)) {
      points.push({ at: reading.at, quantityKg });
    }
  }
  const threshold = fillThresholdKg(capacityKg);
  return points.filter((point, i) => {
    const before = points[i - 1];
    const after = points[i + 1];
    if (!before || !after) return true;
    const median = median3(before.quantityKg, point.quantityKg, after.quantityKg);
    return Math.abs(point.quantityKg - median) <= threshold;
  });
}

function median3(a: number, b: number, c: number): number {
  return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
}
