import { Group, Text, Tooltip } from '@mantine/core';
import {
  IconAntennaBars1,
  IconAntennaBars2,
  IconAntennaBars3,
  IconAntennaBars4,
  IconAntennaBars5,
  IconAntennaBarsOff,
  IconBattery1,
  IconBattery2,
  IconBattery3,
  IconBattery4,
  IconBatteryOff,
  IconTemperature,
} from '@tabler/icons-react';
import { LOW_BATTERY_MV } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { signalLevel } from '../../../lib/bins/bin-status';
import { formatVolts } from '../lib/format';

const SIGNAL_ICONS = [
  IconAntennaBarsOff,
  IconAntennaBars2,
  IconAntennaBars3,
  IconAntennaBars4,
  IconAntennaBars5,
] as const;

const BATTERY_ICONS = [
  IconBatteryOff,
  IconBattery1,
  IconBattery2,
  IconBattery3,
  IconBattery4,
] as const;

/** A 3.6 V cell: full above 3.55 V, then down to the low-battery threshold; 0 without a reading. */
function batteryLevel(mv: number | null): 0 | 1 | 2 | 3 | 4 {
  if (mv === null) return 0;
  if (mv < LOW_BATTERY_MV) return 1;
  if (mv < 3450) return 2;
  if (mv < 3550) return 3;
  return 4;
}

export function BatteryStatus({ mv, locale }: { mv: number | null; locale: string }) {
  const { t } = useTranslation();
  const Icon = BATTERY_ICONS[batteryLevel(mv)];
  const low = mv !== null && mv < LOW_BATTERY_MV;
  return (
    <Tooltip label={t('silos.card.battery')}>
      <Group gap={4} wrap="nowrap" data-testid="silo-battery" data-battery-mv={mv ?? ''}>
        <Icon
          size={18}
          stroke={1.6}
          aria-label={t('silos.card.battery')}
          color={low ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-dimmed)'}
        />
        <Text size="sm" c={low ? 'red' : undefined}>
          {mv === null ? '—' : formatVolts(mv, locale)}
        </Text>
      </Group>
    </Tooltip>
  );
}

export function SignalStatus({ rssi, snr }: { rssi: number | null; snr: number | null }) {
  const { t } = useTranslation();
  const level = signalLevel(rssi, snr);
  const Icon = level === 1 ? IconAntennaBars1 : SIGNAL_ICONS[level];
  const detail =
    rssi === null
      ? t('silos.card.noSignal')
      : t('silos.card.signalDetail', { rssi: Math.round(rssi), snr: snr ?? '—' });
  return (
    <Tooltip label={detail}>
      <Group gap={4} wrap="nowrap" data-testid="silo-signal" data-signal-level={level}>
        <Icon
          size={18}
          stroke={1.6}
          aria-label={t('silos.card.signal')}
          color={level === 1 ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-dimmed)'}
        />
        <Text size="sm">{rssi === null ? '—' : `${Math.round(rssi)} dBm`}</Text>
      </Group>
    </Tooltip>
  );
}

/** The sensor's last temperature, in the user's unit (spec §3 TemperatureUnit). */
export function SensorTemperature({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('silos.card.temperature')}>
      <Group gap={4} wrap="nowrap" data-testid="silo-temperature">
        <IconTemperature
          size={18}
          stroke={1.6}
          aria-label={t('silos.card.temperature')}
          color="var(--mantine-color-dimmed)"
        />
        <Text size="sm">{text}</Text>
      </Group>
    </Tooltip>
  );
}
