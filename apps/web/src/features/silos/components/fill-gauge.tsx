import { RingProgress, Text } from '@mantine/core';
import { formatPercent } from '../lib/format';
import { fillColor } from '../../../lib/bins/bin-status';

/** The bin's fill percentage as a ring; grey when the bin is not monitored. */
export function FillGauge({
  percent,
  almostEmpty,
  muted,
  size,
  locale,
}: {
  percent: number;
  almostEmpty: boolean;
  muted: boolean;
  size: number;
  locale: string;
}) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <RingProgress
      data-testid="silo-gauge"
      size={size}
      thickness={Math.round(size / 9)}
      roundCaps
      sections={[{ value, color: muted ? 'gray' : fillColor(value, almostEmpty) }]}
      label={
        <Text ta="center" fw={700} size={size >= 80 ? 'md' : 'xs'} data-testid="silo-fill">
          {formatPercent(percent, locale)}
        </Text>
      }
    />
  );
}
