import { Alert, Modal, Stack, Text, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import {
  formatNumber,
  type BinChartAnswer,
  type BinItem,
  type WeightUnit,
} from '@barnboard/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { chartKey, fetchBinChart } from '../../../lib/bins/bins-api';
import { lineOption, type ChartColors, type ChartPoint } from '../lib/chart-options';
import { siteWallClockMs } from '../../../lib/site-time/site-clock';
import { siloQuantityValue, weightSymbol, type SiloFormat } from '../lib/format';
import { PHONE_QUERY } from '../../../hooks/use-screen-query';
import { LazyChart } from '../../../lib/charts/lazy-chart';

type Series = { quantity: ChartPoint[]; level: ChartPoint[]; battery: ChartPoint[] };

/**
 * The chart's unit and language, its bin's site's time zone (the clock of its axis), and its
 * days and times in the user's date format and clock.
 */
type ChartFormat = {
  unit: WeightUnit;
  locale: string;
  timeZone: string;
  axisDay: (wallClockMs: number) => string;
  axisDateTime: (wallClockMs: number) => string;
};

function seriesOf(answer: BinChartAnswer, unit: WeightUnit, timeZone: string): Series {
  const at = (utc: string) => siteWallClockMs(utc, timeZone);
  return {
    quantity: answer.chart_silo.map((p) => [
      at(p.levelDateUtc),
      p.quantity === null ? null : siloQuantityValue(p.quantity, unit),
    ]),
    level: answer.chart_silo.map((p) => [at(p.levelDateUtc), p.level]),
    battery: answer.chart_battery.map((p) => [at(p.levelDateUtc), p.battery / 1000]),
  };
}

function chartOptions(
  answer: BinChartAnswer,
  { unit, locale, timeZone, axisDay, axisDateTime }: ChartFormat,
  colors: ChartColors,
  batteryColor: string,
  names: { quantity: string; level: string; battery: string },
) {
  const series = seriesOf(answer, unit, timeZone);
  const hasQuantity = series.quantity.some(([, value]) => value !== null);
  const common = {
    from: siteWallClockMs(answer.from, timeZone),
    to: siteWallClockMs(answer.to, timeZone),
    format: (value: number) => formatNumber(value, locale),
    formatTime: axisDay,
    formatPointer: axisDateTime,
    colors,
  };
  return {
    series,
    hasQuantity,
    level: hasQuantity
      ? lineOption(series.quantity, {
          ...common,
          name: names.quantity,
          unit: weightSymbol(unit),
          area: true,
        })
      : lineOption(series.level, { ...common, name: names.level, unit: '%', area: true }),
    battery: lineOption(series.battery, {
      ...common,
      name: names.battery,
      unit: 'V',
      minInterval: 0.01,
      colors: { ...colors, series: batteryColor },
    }),
  };
}

function ChartBody({ answer, format }: { answer: BinChartAnswer; format: ChartFormat }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const colors = useMemo<ChartColors>(() => {
    const dark = scheme === 'dark';
    return {
      text: dark ? theme.colors.dark[1] : theme.colors.gray[7],
      line: dark ? theme.colors.dark[3] : theme.colors.gray[4],
      grid: dark ? theme.colors.dark[4] : theme.colors.gray[2],
      series: dark ? theme.colors.barn![4] : theme.colors.barn![7],
    };
  }, [scheme, theme]);

  const charts = useMemo(
    () =>
      chartOptions(answer, format, colors, theme.colors.orange[6], {
        quantity: t('silos.chart.quantity'),
        level: t('silos.chart.level'),
        battery: t('silos.chart.battery'),
      }),
    [answer, format, colors, theme, t],
  );
  const { series, hasQuantity } = charts;
  const { unit } = format;

  if (series.level.length === 0 && series.battery.length === 0) {
    return (
      <Alert color="orange" data-testid="silo-chart-empty">
        {t('silos.warnings.noRecentReadings')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {hasQuantity
          ? t('silos.chart.quantityTitle', { unit: weightSymbol(unit) })
          : t('silos.chart.levelTitle')}
      </Text>
      <LazyChart option={charts.level} height={220} testId="silo-chart-quantity" />
      <Text fw={600} size="sm">
        {t('silos.chart.batteryTitle')}
      </Text>
      <LazyChart option={charts.battery} height={160} testId="silo-chart-battery" />
    </Stack>
  );
}

/** The 7-day charts of quantity and battery (spec §9), for an active bin only (spec §4). */
export function ChartModal({
  bin,
  fmt,
  onClose,
}: {
  bin: BinItem | null;
  fmt: SiloFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const binId = bin?.id ?? '';
  const query = useQuery({
    queryKey: chartKey(binId),
    queryFn: ({ signal }) => fetchBinChart(binId, signal),
    enabled: bin !== null,
  });
  const timeZone = fmt.timeZoneOf(bin?.site.id ?? '');
  const format = useMemo(
    () => ({
      unit: fmt.weightUnit,
      locale: fmt.locale,
      timeZone,
      axisDay: fmt.axisDay,
      axisDateTime: fmt.axisDateTime,
    }),
    [fmt, timeZone],
  );
  const conflict =
    query.error instanceof ApiError && query.error.status === 409 ? query.error : null;

  return (
    <Modal
      opened={bin !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={bin ? t('silos.chart.title', { name: bin.name }) : ''}
    >
      <div data-testid="silo-chart-modal">
        {query.isPending && bin && (
          <Text c="dimmed" size="sm">
            {t('silos.chart.loading')}
          </Text>
        )}
        {query.isError && (
          <Alert color="red" data-testid="silo-chart-error">
            {conflict?.code === 'bin_disabled'
              ? t('silos.locked.disabled')
              : conflict
                ? t('silos.messages.subscriptionExpired')
                : t('errors.generic')}
          </Alert>
        )}
        {query.data && <ChartBody answer={query.data} format={format} />}
      </div>
    </Modal>
  );
}
