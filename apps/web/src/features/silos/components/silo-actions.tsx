import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import type { BinItem } from '@barnboard/domain';
import {
  IconChartLine,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { binState, lockedReasonKey } from '../../../lib/bins/bin-status';

export type SiloAction = 'warnings' | 'chart' | 'edit' | 'disable' | 'enable';

type ActionSpec = {
  action: SiloAction;
  label: string;
  icon: Icon;
  /** Why the action is not available, shown in its tooltip; null when it is. */
  reason: string | null;
  color?: string;
  variant?: 'light' | 'default';
};

function ActionButton({
  spec,
  compact,
  onClick,
}: {
  spec: ActionSpec;
  compact: boolean;
  onClick: () => void;
}) {
  const disabled = spec.reason !== null;
  const testId = `silo-${spec.action}`;
  const button = compact ? (
    <ActionIcon
      variant={spec.variant ?? 'light'}
      color={spec.color}
      size="lg"
      disabled={disabled}
      onClick={onClick}
      aria-label={spec.label}
      data-testid={testId}
    >
      <spec.icon size={18} />
    </ActionIcon>
  ) : (
    <Button
      variant={spec.variant ?? 'light'}
      color={spec.color}
      size="compact-sm"
      leftSection={<spec.icon size={14} />}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      title={spec.reason ?? undefined}
    >
      {spec.label}
    </Button>
  );
  // A disabled button gets no pointer events: the wrapper carries the tooltip with the reason.
  return (
    <Tooltip label={spec.reason ?? spec.label} disabled={!compact && !disabled}>
      <span style={{ display: 'inline-flex' }}>{button}</span>
    </Tooltip>
  );
}

/** Chart for everyone; edit, disable and enable for the site's admins (spec §4, §6). */
export function SiloActions({
  bin,
  admin,
  compact,
  onAction,
}: {
  bin: BinItem;
  admin: boolean;
  compact: boolean;
  onAction: (action: SiloAction, bin: BinItem) => void;
}) {
  const { t } = useTranslation();
  const state = binState(bin);
  const locked = lockedReasonKey(bin);
  const reason = locked ? t(locked) : null;
  const specs: ActionSpec[] = [
    { action: 'chart', label: t('silos.actions.chart'), icon: IconChartLine, reason },
  ];
  if (admin) {
    specs.push({ action: 'edit', label: t('silos.actions.edit'), icon: IconPencil, reason });
    if (state !== 'active') {
      specs.push({
        action: 'enable',
        label: t('silos.actions.enable'),
        icon: IconPlayerPlay,
        reason: null,
        color: 'barn',
      });
    }
    if (state !== 'disabled') {
      specs.push({
        action: 'disable',
        label: t('silos.actions.disable'),
        icon: IconPlayerPause,
        reason: null,
        color: 'gray',
        variant: 'default',
      });
    }
  }
  return (
    <Group gap={6} wrap="wrap">
      {specs.map((spec) => (
        <ActionButton
          key={spec.action}
          spec={spec}
          compact={compact}
          onClick={() => onAction(spec.action, bin)}
        />
      ))}
    </Group>
  );
}
