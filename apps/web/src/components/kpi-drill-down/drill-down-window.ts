import type { DisplayPrefs, KpiDrillDownResponse } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { formatValue } from '../../lib/reports/cell-format';

/**
 * Where a lagged rate's rows come from, in words: the dates of its services, before the period,
 * and why they belong to it (their farrowing, or the end of their wait for a return, falls due
 * in it), the dates in the user's format.
 */
export function drillDownWindowText(
  window: NonNullable<KpiDrillDownResponse['window']>,
  t: TFunction,
  prefs: DisplayPrefs,
): string {
  return t(`drilldown.window.${window.kind}`, {
    from: formatValue(window.from, 'date', prefs),
    to: formatValue(window.to, 'date', prefs),
    days: window.lag_days,
  });
}
