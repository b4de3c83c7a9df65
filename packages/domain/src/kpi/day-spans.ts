/** A run of days [start, end): start included, end excluded (Infinity: still running). */
export type DaySpan = { start: number; end: number };

/** Days that lie in both spans. */
export function overlapDays(a: DaySpan, b: DaySpan): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** Days that lie in at least one of the spans, each day counted once. */
export function unionDays(spans: readonly DaySpan[]): number {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  let total = 0;
  let covered = -Infinity; // every day before this one is already counted
  for (const { start, end } of sorted) {
    const from = Math.max(start, covered);
    if (end > from) total += end - from;
    covered = Math.max(covered, end);
  }
  return total;
}

/** The days both spans share (empty when end ≤ start). */
export function intersect(a: DaySpan, b: DaySpan): DaySpan {
  return { start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) };
}
