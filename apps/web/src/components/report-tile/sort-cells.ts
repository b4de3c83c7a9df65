import type { CellValue } from '../../lib/reports/report-table';

/**
 * Ascending order of two grid cells: numbers by value, text (and ISO dates) in natural order
 * ("ESF 2" before "ESF 10"). Empty cells never reach it: the grid sorts them last.
 */
export function compareCells(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}
