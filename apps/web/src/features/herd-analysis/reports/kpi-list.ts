import type { DrillDownTarget, KpiKey } from '@barnboard/domain';

/**
 * The list behind a report's figure that is a catalogue KPI of the answer's period: that KPI's
 * drill-down (docs/kpis.md, "Drill-down"), which sums to it.
 */
export const kpiList = (key: KpiKey, period: { from: string; to: string }): DrillDownTarget => ({
  key,
  from: period.from,
  to: period.to,
});
