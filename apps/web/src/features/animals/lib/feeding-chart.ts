import { formatDate, type AnimalFeeding, type DisplayPrefs } from '@barnboard/domain';
import type { TFunction } from 'i18next';
import { categoryChart, type ChartColours } from '../../../lib/charts/category-chart';
import type { ChartOption } from '../../../lib/charts/echarts';

const GRAMS_PER_KG = 1000;

/** Her days at the station: feed given as bars against her curve's target as a line. */
export function feedingChart(
  feeding: AnimalFeeding,
  colours: ChartColours,
  prefs: DisplayPrefs,
  t: TFunction,
): ChartOption {
  return categoryChart({
    categories: feeding.days.map((day) => formatDate(day.date, prefs)),
    series: [
      {
        name: t('animals.feeding.distributed'),
        type: 'bar',
        values: feeding.days.map((day) => day.distributed_g / GRAMS_PER_KG),
      },
      {
        name: t('animals.feeding.target'),
        type: 'line',
        values: feeding.days.map((day) => day.target_g / GRAMS_PER_KG),
      },
    ],
    colours,
    kind: 'weight',
    prefs,
    metric: t('animals.feeding.metric'),
  });
}
