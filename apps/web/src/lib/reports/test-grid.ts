import { DEFAULT_DISPLAY_PREFS, type DisplayPrefs } from '@barnboard/domain';
import type { ReportGrid } from './report-table';

/** A small attention list, in base units: kilograms, fractions, ISO dates. */
export const ATTENTION_GRID: ReportGrid = {
  columns: [
    { id: 'animal', header: 'Sow', kind: 'text' },
    { id: 'date', header: 'Date', kind: 'date' },
    { id: 'target', header: 'Target', kind: 'weight', total: 'sum' },
    { id: 'distributed', header: 'Feed given', kind: 'weight', total: 'sum' },
    { id: 'percent', header: 'Of target', kind: 'percent', metric: 'ges_feed_rate' },
  ],
  rows: [
    {
      key: 'S2',
      cells: { animal: 'S2', date: '2026-03-10', target: 3, distributed: 0, percent: 0 },
    },
    {
      key: 'S3',
      cells: { animal: 'S3; "B"', date: '2026-03-10', target: 2, distributed: 1.5, percent: 0.75 },
    },
  ],
};

export const prefsWith = (changes: Partial<DisplayPrefs>): DisplayPrefs => ({
  ...DEFAULT_DISPLAY_PREFS,
  ...changes,
});
