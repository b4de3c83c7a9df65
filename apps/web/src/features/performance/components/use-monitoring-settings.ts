import {
  readCustomMonitoring,
  readMonitoringDisplay,
  type ColumnUnit,
  type MonitoringView,
} from '@barnboard/domain';
import { useMemo } from 'react';
import { saveReportPreferences, usePreferences } from '../../../lib/reports/use-report-preferences';

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The user's performance-monitoring settings (docs/performance.md): the view and columns
 * (`monitoringDisplay`, its other fields kept) and the custom rows (`customMonitoring`), saved at
 * once and put back if the server refuses them.
 */
export function useMonitoringSettings() {
  const prefs = usePreferences();
  return useMemo(() => {
    const stored = objectOf(prefs['monitoringDisplay']);
    const saveDisplay = (change: Record<string, string>) =>
      saveReportPreferences({ monitoringDisplay: { ...stored, ...change } });
    return {
      ...readMonitoringDisplay(stored),
      custom: readCustomMonitoring(prefs['customMonitoring']),
      setView: (view: MonitoringView) => saveDisplay({ view }),
      setColumns: (columns: ColumnUnit) => saveDisplay({ columns }),
      setCustom: (rows: string[]) => saveReportPreferences({ customMonitoring: rows }),
    };
  }, [prefs]);
}
