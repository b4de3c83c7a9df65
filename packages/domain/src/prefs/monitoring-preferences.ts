import { z } from 'zod';
import { COLUMN_UNITS, type ColumnUnit } from '../performance/columns.js';
import { isMonitoringRowKey, MONITORING_ROW_KEYS } from '../performance/rows.js';
import { MONITORING_VIEWS, type MonitoringView } from '../performance/views.js';
import { refuseRepeats } from './preference-rules.js';

/**
 * The performance-monitoring preferences (spec §2, docs/performance.md): the view and columns
 * chosen (`monitoringDisplay`) and the rows of the custom view (`customMonitoring`).
 */

/** `monitoringDisplay`: the view and the columns last chosen; other fields are kept as written. */
export const monitoringDisplayPreferenceSchema = z.looseObject({
  view: z
    .enum(MONITORING_VIEWS, { error: `must be one of ${MONITORING_VIEWS.join(', ')}` })
    .optional(),
  columns: z.enum(COLUMN_UNITS, { error: `must be one of ${COLUMN_UNITS.join(', ')}` }).optional(),
});

/** `customMonitoring`: the custom view's rows, in the user's order; each a row key, once. */
export const customMonitoringPreferenceSchema = z
  .array(z.string())
  .min(1, 'must hold at least one row')
  .max(MONITORING_ROW_KEYS.length, `must hold at most ${MONITORING_ROW_KEYS.length} rows`)
  .superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      if (!isMonitoringRowKey(row)) {
        ctx.addIssue({ code: 'custom', path: [index], message: 'is not a monitoring row' });
      }
    });
    refuseRepeats(ctx, rows, 'row');
  });

export type MonitoringDisplay = { view: MonitoringView; columns: ColumnUnit };

export const DEFAULT_MONITORING_DISPLAY: MonitoringDisplay = { view: 'simple', columns: 'month' };

/** The stored view and columns, each falling back to its default when missing or unreadable. */
export function readMonitoringDisplay(stored: unknown): MonitoringDisplay {
  const object = typeof stored === 'object' && stored !== null ? stored : {};
  const view = monitoringDisplayPreferenceSchema.shape.view.safeParse(
    (object as { view?: unknown }).view,
  );
  const columns = monitoringDisplayPreferenceSchema.shape.columns.safeParse(
    (object as { columns?: unknown }).columns,
  );
  return {
    view: (view.success && view.data) || DEFAULT_MONITORING_DISPLAY.view,
    columns: (columns.success && columns.data) || DEFAULT_MONITORING_DISPLAY.columns,
  };
}

/** The stored custom rows that are rows, once each, in their order (none when unreadable). */
export function readCustomMonitoring(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  const rows = stored.filter(
    (row): row is string => typeof row === 'string' && isMonitoringRowKey(row),
  );
  return [...new Set(rows)];
}
