import { viewRows, type MonitoringRow, type MonitoringView } from '@barnboard/domain';
import { useMemo } from 'react';
import { useObjectiveOf } from '../../../lib/objectives/use-objective-colour';
import type { ReportDefinition } from '../../../lib/reports/report-definition';
import type { PerformanceAnswer } from '../api/get-performances';
import {
  performanceReport,
  type PerformanceChart,
  type PerformanceTileKey,
} from '../reports/performance-report';
import { useMonitoringSettings } from './use-monitoring-settings';

/**
 * Each performance tile: its title, its rows and columns under the user's settings, its chart.
 * Performance monitoring and historical performances show the chosen view (historical: year by
 * year); herd reproduction and farrowing to weaning their own rows in the chosen columns.
 */
const TILES: Record<
  PerformanceTileKey,
  {
    titleKey: string;
    rows: (view: MonitoringView, custom: readonly string[]) => MonitoringRow[];
    yearly: boolean;
    chart?: PerformanceChart;
  }
> = {
  'performances-monitoring': {
    titleKey: 'pages.performancesMonitoring',
    rows: (view, custom) => viewRows(view, custom),
    yearly: false,
  },
  'herd-reproduction': {
    titleKey: 'pages.herdReproduction',
    rows: () => viewRows('reproduction'),
    yearly: false,
    chart: { rows: ['far_rate', 'service_far_rate', 'pc_served_7d'], type: 'line' },
  },
  'farrow-wean-piglets': {
    titleKey: 'pages.farrowWeanPiglets',
    rows: () => [...viewRows('farrowing'), ...viewRows('weaning')],
    yearly: false,
    chart: { rows: ['total_born', 'born_alive', 'weaned_per_litter'], type: 'line' },
  },
  'historical-performances': {
    titleKey: 'pages.historicalPerformances',
    rows: (view, custom) => viewRows(view, custom),
    yearly: true,
    chart: { rows: ['pw_mf_year'], type: 'bar' },
  },
};

/** The report of a performance tile as the user's settings and objectives make it now. */
export function usePerformanceDefinition(
  key: PerformanceTileKey,
): ReportDefinition<PerformanceAnswer> {
  const { view, custom, columns } = useMonitoringSettings();
  const objectiveOf = useObjectiveOf();
  // The custom rows as one string: a new list with the same rows keeps the report.
  const customRows = custom.join(',');
  return useMemo(() => {
    const tile = TILES[key];
    return performanceReport({
      key,
      titleKey: tile.titleKey,
      unit: tile.yearly ? 'year' : columns,
      rows: tile.rows(view, customRows === '' ? [] : customRows.split(',')),
      objectiveOf,
      ...(tile.chart ? { chart: tile.chart } : {}),
    });
  }, [key, view, customRows, columns, objectiveOf]);
}
