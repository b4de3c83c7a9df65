import { monitoringRows, sectionRows, MONITORING_SECTIONS, type MonitoringRow } from './rows.js';

/**
 * The views of performance monitoring (spec §2): the peers' four sections (reproduction,
 * farrowing, weaning, inventory) and the gilts, every row (detailed), the key figures (simple,
 * PigKnows' KEY report) and the user's own choice of rows (custom, `customMonitoring`).
 */
export const MONITORING_VIEWS = [
  'simple',
  'detailed',
  'gilts',
  'weaning',
  'inventory',
  'reproduction',
  'farrowing',
  'custom',
] as const;
export type MonitoringView = (typeof MONITORING_VIEWS)[number];

/** The figures a farm manager reads first, from service to weaned pig and the herd behind them. */
export const SIMPLE_ROWS = [
  'services',
  'far_rate',
  'litters',
  'total_born',
  'born_alive',
  'pre_wean_mortality',
  'weaned',
  'weaned_per_litter',
  'wean_age',
  'wsi',
  'litters_mf_year',
  'pw_mf_year',
  'npd',
  'avg_females',
  'replacement_rate',
] as const;

/** The custom view before the user picks rows: the simple one, to start from. */
export const DEFAULT_CUSTOM_ROWS: readonly string[] = SIMPLE_ROWS;

/** The rows a view shows; `custom` the user's rows, in their order. */
export function viewRows(view: MonitoringView, custom: readonly string[] = []): MonitoringRow[] {
  switch (view) {
    case 'simple':
      return monitoringRows(SIMPLE_ROWS);
    case 'detailed':
      return MONITORING_SECTIONS.flatMap(sectionRows);
    case 'reproduction':
      return sectionRows('breeding');
    case 'custom': {
      const rows = monitoringRows(custom);
      return rows.length > 0 ? rows : monitoringRows(DEFAULT_CUSTOM_ROWS);
    }
    default:
      return sectionRows(view);
  }
}
