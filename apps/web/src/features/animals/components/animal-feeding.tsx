import { List, SimpleGrid, Text } from '@mantine/core';
import { formatFixed, type AnimalFeeding as Feeding } from '@barnboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartColours } from '../../../components/report-tile/use-chart-colours';
import { LazyChart } from '../../../lib/charts/lazy-chart';
import { NO_VALUE } from '../../../lib/reports/cell-format';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { useSiteClock } from '../../../lib/site-time/use-site-clock';
import { feedingChart } from '../lib/feeding-chart';
import { CardSection, Fact } from './card-section';

/** The alarms listed under the chart: the latest; the stations' page has them all. */
const ALARMS_SHOWN = 5;

/**
 * Her feeding at the station over her last 30 days: planned against given per day (a lazy
 * ECharts chart, loaded with the section), her visits, her last visit, her station's alarms.
 */
export function AnimalFeeding({ feeding }: { feeding: Feeding | null }) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const clock = useSiteClock();
  const colours = useChartColours();
  const option = useMemo(
    () => (feeding && feeding.days.length > 0 ? feedingChart(feeding, colours, prefs, t) : null),
    [feeding, colours, prefs, t],
  );
  if (!feeding) {
    return (
      <CardSection title={t('animals.feeding.title')} testId="animal-feeding">
        <Text size="sm" c="dimmed">
          {t('animals.feeding.none')}
        </Text>
      </CardSection>
    );
  }
  const lastDay = feeding.days.at(-1);
  const alarms = feeding.alarms.slice(-ALARMS_SHOWN).reverse();
  return (
    <CardSection title={t('animals.feeding.title')} testId="animal-feeding">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Fact label={t('animals.feeding.station')} value={feeding.station ?? NO_VALUE} />
        <Fact
          label={t('animals.feeding.curve')}
          value={
            feeding.curve_percent === null
              ? NO_VALUE
              : `${formatFixed(feeding.curve_percent, 0, prefs.language)} %`
          }
        />
        <Fact
          label={t('animals.feeding.lastVisit')}
          value={feeding.last_visit ? clock.dateTime(feeding.last_visit) : NO_VALUE}
          testId="animal-last-visit"
        />
        <Fact
          label={t('animals.feeding.visitsLastDay')}
          value={lastDay ? lastDay.visits : NO_VALUE}
        />
      </SimpleGrid>
      {option && <LazyChart option={option} height={240} testId="animal-feeding-chart" />}
      <Text size="sm" fw={600}>
        {t('animals.feeding.alarms', { count: feeding.alarms.length })}
      </Text>
      {alarms.length > 0 && (
        <List size="sm" spacing={4} data-testid="animal-alarms">
          {alarms.map((alarm) => (
            <List.Item key={`${alarm.at}-${alarm.station}-${alarm.code}`}>
              {clock.dateTime(alarm.at)} · {alarm.station} ·{' '}
              {t(`notificationCodes.${alarm.code}`, {
                defaultValue: t('notifications.unknownCode', { code: alarm.code }),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </CardSection>
  );
}
