import { KPI_TILE_ROWS, PARITY_BUCKETS, kpiKind, type KpiKey } from '@barnboard/domain';
import { categoryChart, type ChartColours } from '../../../lib/charts/category-chart';
import type { ReportContext } from '../../../lib/reports/report-definition';
import type { KpiAnswer } from '../api/get-kpis';
import { monthLabel } from '../../../lib/reports/period-labels';
import { kpiNotFinalNote } from '../../../lib/reports/kpi-finality';
import { kpiReport } from './kpi-report';

/** One KPI month by month, the tile's chart; a month not final yet is left out (its grid cell says why). */
const monthlyChart =
  (key: KpiKey) => (answer: KpiAnswer, context: ReportContext & { colours: ChartColours }) => {
    const { t, prefs, colours } = context;
    const months = answer.series ?? [];
    const values = months.map((month) =>
      kpiNotFinalNote(key, { ...month, unit: 'month' }, context) ? null : month.kpis[key],
    );
    return categoryChart({
      categories: months.map((month) => monthLabel(month.from, prefs.language)),
      series: [{ name: t(`zootech.kpis.${key}`), type: 'line', values }],
      colours,
      kind: kpiKind(key),
      prefs,
      metric: t(`zootech.kpis.${key}`),
    });
  };

/** Services and their outcomes: how well sows are bred. */
export const reproductionReport = kpiReport({
  key: 'kpi-reproduction',
  titleKey: 'zootech.tiles.reproduction',
  kpis: KPI_TILE_ROWS['kpi-reproduction'],
  chart: monthlyChart('far_rate'),
});

/** Litters from birth to weaning. */
export const farrowingReport = kpiReport({
  key: 'kpi-farrowing',
  titleKey: 'zootech.tiles.farrowing',
  kpis: KPI_TILE_ROWS['kpi-farrowing'],
  chart: monthlyChart('born_alive'),
});

/** The herd: its size, age and renewal. */
export const herdReport = kpiReport({
  key: 'kpi-herd',
  titleKey: 'zootech.tiles.herd',
  kpis: KPI_TILE_ROWS['kpi-herd'],
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
      kind: 'count',
      prefs,
      metric: t('inventory.columns.females'),
    }),
});
