import {
  RETURN_BANDS,
  returnBand,
  type DisplayPrefs,
  type ReproductionAnalysis,
} from '@barnboard/domain';
import type { TFunction } from 'i18next';
import type { ChartColours } from '../../../lib/charts/category-chart';
import type { ChartOption } from '../../../lib/charts/echarts';
import { RETURN_BAND_COLOURS } from './meaning-colours';
import { stackedCounts } from './stacked-chart';

/** The histogram runs to the last day of the late band; longer intervals share one bar. */
const LAST_DAY = 108;

/**
 * The returns analysis as a histogram: repeat services by days since the service before, one
 * bar per day, each in the colour of its return band (spec §9).
 */
export function returnHistogram(
  answer: ReproductionAnalysis,
  { t, prefs, colours }: { t: TFunction; prefs: DisplayPrefs; colours: ChartColours },
): ChartOption {
  const days = Array.from({ length: LAST_DAY + 2 }, (_, day) => day);
  const repeatsOn = (day: number) =>
    answer.returns.intervals
      .filter((one) => (day > LAST_DAY ? one.days > LAST_DAY : one.days === day))
      .reduce((sum, one) => sum + one.repeats, 0);
  return stackedCounts({
    rows: days,
    category: (day) => (day > LAST_DAY ? `> ${LAST_DAY}` : String(day)),
    keys: RETURN_BANDS,
    partColours: RETURN_BAND_COLOURS,
    label: (band) => t(`herdAnalysis.returnBands.${band}`),
    count: (day, band) => (returnBand(day) === band ? repeatsOn(day) || null : null),
    colours,
    prefs,
    metric: t('herdAnalysis.columns.repeats'),
    categoryName: t('herdAnalysis.chart.daysToReturn'),
  });
}
