import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyChart } from '../../lib/charts/lazy-chart';
import type { ReportChartOf, ReportContext } from '../../lib/reports/report-definition';
import { useChartColours } from './use-chart-colours';

/** The chart slot of a tile: ECharts loads with the first chart drawn (lib/charts). */
export function ReportChart<Answer>({
  chart,
  answer,
  context,
  height,
}: {
  chart: ReportChartOf<Answer>;
  answer: Answer;
  context: ReportContext;
  height: number;
}) {
  const colours = useChartColours();
  const option = useMemo(
    () => chart(answer, { ...context, colours }),
    [chart, answer, context, colours],
  );
  if (!option) return null;
  return <LazyChart option={option} height={height} testId="report-chart" />;
}

/** Spec §2: a graph needs a single period and a single site; a comparison shows none. */
export function ChartNeedsSingleSeries() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="report-chart-hidden">
      {t('reports.compare.noChart')}
    </Text>
  );
}
