import { PARITY_BUCKETS, kpiKind, type KpiKey } from '@barnboard/domain';
import { categoryChart, type ChartColours } from '../../../lib/charts/category-chart';
import { formatValue } from '../../../lib/reports/cell-format';
import type { ReportContext } from '../../../lib/reports/report-definition';
import type { KpiAnswer } from '../api/get-kpis';
import { monthLabel } from '../../../lib/reports/period-labels';
import { kpiReport } from './kpi-report';

/** One KPI month by month, the tile's chart. */
const monthlyChart =
  (key: KpiKey) =>
  (answer: KpiAnswer, { t, prefs, colours }: ReportContext & { colours: ChartColours }) => {
    const months = answer.series ?? [];
    const kind = kpiKind(key);
    return categoryChart({
      categories: months.map((month) => monthLabel(month.from, prefs.language)),
      series: [
        { name: t(`zootech.kpis.${key}`), type: 'line', values: months.map((m) => m.kpis[key]) },
      ],
      colours,
      format: (value) => formatValue(value, kind, prefs),
      ...(kind === 'percent' ? { unit: '%' } : {}),
    });
  };

/** Services and their outcomes: how well sows are bred. */
export const reproductionReport = kpiReport({
  key: 'kpi-reproduction',
  titleKey: 'zootech.tiles.reproduction',
  kpis: [
    'far_rate',
    'wsi',
    'pc_served_7d',
    'pc_repeat_services',
    'services',
    'first_services',
    'npd',
  ],
  chart: monthlyChart('far_rate'),
});

/** Litters from birth to weaning. */
export const farrowingReport = kpiReport({
  key: 'kpi-farrowing',
  titleKey: 'zootech.tiles.farrowing',
  kpis: [
    'born_alive',
    'pre_wean_mortality',
    'pw_mf_year',
    'wean_age',
    'litters',
    'total_born',
    'stillborn',
    'mummified',
    'ges_length',
    'weanings',
    'weaned',
    'weaned_per_litter',
    'litters_mf_year',
  ],
  chart: monthlyChart('born_alive'),
});

/** The herd: its size, age and renewal. */
export const herdReport = kpiReport({
  key: 'kpi-herd',
  titleKey: 'zootech.tiles.herd',
  kpis: [
    'parity',
    'replacement_rate',
    'pc_culling',
    'pc_mortality',
    'avg_females',
    'avg_mated_females',
  ],
  chart: (answer, { t, prefs, colours }) =>
    categoryChart({
      categories: [...PARITY_BUCKETS],
      series: [
        {
          name: t('zootech.parityDistribution'),
          type: 'bar',
          values: PARITY_BUCKETS.map((bucket) => answer.parity_distribution[bucket]),
        },
      ],
      colours,
      format: (value) => formatValue(value, 'count', prefs),
    }),
});
