import { kpiNotFinal, type ColumnUnit, type KpiKey, type Period } from '@barnboard/domain';
import { siteDay } from '../site-time/site-clock';
import type { ReportContext } from './report-definition';
import type { CellNote } from './report-table';

/**
 * Whether a KPI of a period (a calendar column: with its `unit`) may still change on the site's
 * today, as the hint of its greyed cell; null once final (docs/performance.md, "Not final").
 */
export function kpiNotFinalNote(
  key: KpiKey,
  period: Period & { unit?: ColumnUnit },
  { t, timeZone }: ReportContext,
): CellNote | null {
  const notFinal = kpiNotFinal(key, period, siteDay(timeZone));
  if (!notFinal) return null;
  const title =
    notFinal.reason === 'lagged'
      ? t('performance.notFinal', { days: notFinal.lagDays })
      : t('performance.partYear');
  return { provisional: true, title };
}
