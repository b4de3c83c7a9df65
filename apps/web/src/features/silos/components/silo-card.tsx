import { Badge, Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { BinItem } from '@barnboard/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { binState, isAlmostEmpty, lockedReasonKey } from '../../../lib/bins/bin-status';
import type { SiloFormat } from '../lib/format';
import type { SiloDisplay } from '../lib/silo-prefs';
import { BatteryStatus, SensorTemperature, SignalStatus } from './battery-signal';
import { FillGauge } from './fill-gauge';
import { SiloActions, type SiloAction } from './silo-actions';

export type SiloCardProps = {
  bin: BinItem;
  display: SiloDisplay;
  fmt: SiloFormat;
  admin: boolean;
  onAction: (action: SiloAction, bin: BinItem) => void;
};

function Metric({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: ReactNode;
  sub?: string | null;
  testId: string;
}) {
  // A label, its value and a note under it, not paragraphs: as <p>s, a bold value above a small
  // note reads to assistive tools as a heading (axe's p-as-heading, on some values only).
  return (
    <Box miw={0} data-testid="silo-fact">
      <Text component="div" size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      <Text component="div" size="sm" fw={600} lh={1.35} data-testid={testId}>
        {value}
      </Text>
      {sub && (
        <Text component="div" size="xs" c="dimmed" lh={1.2}>
          {sub}
        </Text>
      )}
    </Box>
  );
}

const Nowrap = ({ children }: { children: ReactNode }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);

/**
 * A date that breaks only between its words ("24 sept. 2026 (21-145)"), never at the hyphens of
 * "2026-11-24": a narrow card gets two lines, not a date cut in half or running out of the card.
 */
function DateWords({ text }: { text: string }) {
  const words = text.split(' ');
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <Nowrap>{word}</Nowrap>
    </Fragment>
  ));
}

function DateTime({ day, time }: { day: string; time: string }) {
  return (
    <>
      <DateWords text={day} /> <Nowrap>{time}</Nowrap>
    </>
  );
}

/**
 * The narrowest a fact's column may be: room for its widest unbroken piece, a date
 * ("2026-11-24", "(21-145)") or a time ("12:05 p. m.") in bold, or a figure and its unit.
 */
const LEVEL_FACT_WIDTH = '6rem';
const TIME_FACT_WIDTH = '8rem';
const LIST_FACT_WIDTH = '7rem';

/**
 * Facts side by side as long as each keeps `min` of width, else one under the other: labels and
 * dates wrap inside their own column and never run into the next one. 'auto-fit' shares the
 * width among the facts; 'auto-fill' keeps columns of one width (a list's rows line up).
 */
function factColumns(min: string, fill: 'auto-fit' | 'auto-fill'): CSSProperties {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(${fill}, minmax(min(100%, ${min}), 1fr))`,
    gap: '4px var(--mantine-spacing-sm)',
    minWidth: 0,
  };
}

export function useBinTexts(bin: BinItem, fmt: SiloFormat) {
  const { t } = useTranslation();
  const quantity = bin.quantity === null ? '—' : fmt.quantity(bin.quantity);
  const capacity = bin.capacity_kg === null ? null : fmt.quantity(bin.capacity_kg);
  const days = bin.forecast?.days_until_empty;
  const daysText =
    days === undefined
      ? '—'
      : days <= 0
        ? t('silos.card.emptyToday')
        : t('silos.card.days', { count: days });
  const lastFilled =
    bin.last_filled === null ? (
      '—'
    ) : bin.last_filled.kind === 'date' ? (
      <DateWords text={fmt.day(bin.last_filled.at, bin.site.id)} />
    ) : (
      t('silos.card.moreThanDaysAgo', { days: bin.last_filled.days })
    );
  return { quantity, capacity, daysText, lastFilled };
}

/** One bin: gauge, quantity, days until empty, last filled, battery, signal, warnings, actions. */
export function SiloCard({ bin, display, fmt, admin, onAction }: SiloCardProps) {
  const { t } = useTranslation();
  const state = binState(bin);
  const almostEmpty = state === 'active' && isAlmostEmpty(bin);
  const texts = useBinTexts(bin, fmt);
  const locked = lockedReasonKey(bin);
  const warnings = bin.warnings.length;
  const compact = display === 'list';
  const noRecent = bin.warnings.some((w) => w.code === 'no_recent_readings');

  const header = (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" style={{ rowGap: 4 }}>
      <Box miw={0} maw="100%">
        <Text component="h5" fw={700} data-testid="silo-name" truncate title={bin.name}>
          {bin.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {bin.content?.name ?? bin.recipe ?? t('silos.card.noContent')}
        </Text>
      </Box>
      <Group gap={6} wrap="wrap" justify="flex-end" ml="auto">
        {state !== 'active' && (
          <Badge
            color={state === 'disabled' ? 'gray' : 'red'}
            variant="light"
            data-testid="silo-state"
          >
            {t(`silos.state.${state}`)}
          </Badge>
        )}
        {almostEmpty && (
          <Badge color="red" variant="filled" data-testid="silo-almost-empty">
            {t('silos.card.almostEmpty')}
          </Badge>
        )}
        {warnings > 0 && (
          <Tooltip label={t('silos.warnings.open')}>
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              leftSection={<IconAlertTriangle size={14} />}
              onClick={() => onAction('warnings', bin)}
              data-testid="silo-warnings"
              aria-label={t('silos.warnings.count', { count: warnings })}
            >
              {warnings}
            </Button>
          </Tooltip>
        )}
      </Group>
    </Group>
  );

  const quantity = (
    <Metric
      label={t('silos.card.quantity')}
      testId="silo-quantity"
      value={texts.quantity}
      sub={
        !compact && texts.capacity ? t('silos.card.ofCapacity', { capacity: texts.capacity }) : null
      }
    />
  );
  const days = (
    <Tooltip
      label={
        bin.forecast
          ? t('silos.card.emptyBy', { date: fmt.day(bin.forecast.empty_at, bin.site.id) })
          : ''
      }
      disabled={!bin.forecast}
    >
      <Box miw={0}>
        <Metric label={t('silos.card.daysUntilEmpty')} testId="silo-days" value={texts.daysText} />
      </Box>
    </Tooltip>
  );
  const lastFilled = (
    <Metric label={t('silos.card.lastFilled')} testId="silo-last-filled" value={texts.lastFilled} />
  );
  const lastReading = (
    <Metric
      label={t('silos.card.lastReading')}
      testId="silo-last-sync"
      value={bin.last_sync ? <DateTime {...fmt.dateTimeParts(bin.last_sync, bin.site.id)} /> : '—'}
    />
  );

  const gauge = (size: number) => (
    <FillGauge
      percent={bin.fill_level}
      almostEmpty={almostEmpty}
      muted={state !== 'active'}
      size={size}
      locale={fmt.locale}
    />
  );
  const radio = (
    <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
      <BatteryStatus mv={bin.battery} locale={fmt.locale} />
      <SignalStatus rssi={bin.rssi} snr={bin.snr} />
      {bin.temperature !== null && <SensorTemperature text={fmt.temperature(bin.temperature)} />}
    </Group>
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={compact ? 'sm' : 'md'}
      data-testid="silo-card"
      data-bin-id={bin.id}
      data-bin-name={bin.name}
      data-state={state}
      data-last-sync={bin.last_sync ?? ''}
      style={{
        borderColor: almostEmpty ? 'var(--mantine-color-red-6)' : undefined,
        borderWidth: almostEmpty ? 2 : undefined,
        opacity: state === 'disabled' ? 0.75 : 1,
      }}
    >
      <Stack gap={compact ? 6 : 'sm'}>
        {compact ? (
          <Group gap="sm" wrap="wrap" align="center" style={{ rowGap: 6 }}>
            <Group gap="sm" wrap="nowrap" align="center" style={{ flex: '1 1 320px', minWidth: 0 }}>
              {gauge(56)}
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                {header}
                {/* Columns as wide on every row of the list, so that the facts line up. */}
                <Box style={factColumns(LIST_FACT_WIDTH, 'auto-fill')}>
                  {quantity}
                  {days}
                  {lastFilled}
                  {lastReading}
                </Box>
              </Stack>
            </Group>
            <Group
              gap="sm"
              wrap="wrap"
              justify="space-between"
              // Room for four actions, so that every row's columns start at the same place.
              style={{ flex: '0 1 auto', minWidth: admin ? 330 : undefined }}
            >
              {radio}
              <SiloActions bin={bin} admin={admin} compact onAction={onAction} />
            </Group>
          </Group>
        ) : (
          <>
            {header}
            <Group gap="md" wrap="nowrap" align="center">
              {gauge(92)}
              <Box style={{ ...factColumns(LEVEL_FACT_WIDTH, 'auto-fit'), flex: 1 }}>
                {quantity}
                {days}
              </Box>
            </Group>
            <Box style={factColumns(TIME_FACT_WIDTH, 'auto-fit')} data-testid="silo-time-facts">
              {lastFilled}
              {lastReading}
            </Box>
            <Group justify="space-between" gap="xs">
              {radio}
              <SiloActions bin={bin} admin={admin} compact={false} onAction={onAction} />
            </Group>
          </>
        )}
        {noRecent && (
          <Text size="xs" c="orange" data-testid="silo-no-recent">
            {t('silos.warnings.noRecentReadings')}
          </Text>
        )}
        {locked && (
          <Text
            size="xs"
            c={state === 'expired' ? 'red' : 'dimmed'}
            data-testid="silo-locked-reason"
          >
            {t(locked)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
