/**
 * Parity groups of the herd reports (PigKnows' grouping, shared/herd-reports.md §3.3): gilts,
 * first and second litters apart, the prime sows 3–5 together, the old sows 6 and over.
 */
export const PARITY_GROUPS = ['0', '1', '2', '3-5', '6+'] as const;
export type ParityGroup = (typeof PARITY_GROUPS)[number];

export function parityGroup(parity: number): ParityGroup {
  if (parity <= 0) return '0';
  if (parity === 1) return '1';
  if (parity === 2) return '2';
  return parity <= 5 ? '3-5' : '6+';
}

/**
 * Parity on day d (docs/kpis.md): parity at entry plus the farrowings dated on or before d,
 * from a female's summed-up facts rather than her timeline (herd/presence.ts parityOn).
 */
export function parityOnDay(
  entryParity: number,
  farrowingDays: readonly number[],
  day: number,
): number {
  return entryParity + farrowingDays.filter((farrowing) => farrowing <= day).length;
}
