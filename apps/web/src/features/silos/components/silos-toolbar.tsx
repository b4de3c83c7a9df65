import { ActionIcon, Group, NativeSelect, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { IconLayoutGrid, IconList, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SiloFormat } from '../lib/format';
import { SILO_ORDERS, type SiloDisplay, type SiloOrder } from '../lib/silo-prefs';

export function SilosToolbar({
  order,
  display,
  updatedAt,
  refreshing,
  fmt,
  onOrder,
  onDisplay,
  onRefresh,
}: {
  order: SiloOrder;
  display: SiloDisplay;
  updatedAt: number;
  refreshing: boolean;
  fmt: SiloFormat;
  onOrder: (order: SiloOrder) => void;
  onDisplay: (display: SiloDisplay) => void;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('silos.toolbar.order')}
          value={order}
          data-testid="silos-order"
          onChange={(event) => {
            const value = SILO_ORDERS.find((o) => o === event.currentTarget.value);
            if (value) onOrder(value);
          }}
          data={SILO_ORDERS.map((o) => ({ value: o, label: t(`silos.toolbar.orders.${o}`) }))}
        />
        <SegmentedControl
          value={display}
          onChange={(value) => onDisplay(value === 'list' ? 'list' : 'cards')}
          data-testid="silos-display"
          aria-label={t('silos.toolbar.display')}
          data={[
            {
              value: 'cards',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconLayoutGrid size={16} />
                  <span>{t('silos.toolbar.displays.cards')}</span>
                </Group>
              ),
            },
            {
              value: 'list',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconList size={16} />
                  <span>{t('silos.toolbar.displays.list')}</span>
                </Group>
              ),
            },
          ]}
        />
      </Group>
      <Group gap={6} wrap="nowrap">
        {updatedAt > 0 && (
          <Text size="xs" c="dimmed" data-testid="silos-updated-at">
            {t('silos.toolbar.updatedAt', { time: fmt.clock(updatedAt) })}
          </Text>
        )}
        <Tooltip label={t('silos.toolbar.refresh')}>
          <ActionIcon
            variant="subtle"
            loading={refreshing}
            onClick={onRefresh}
            aria-label={t('silos.toolbar.refresh')}
            data-testid="silos-refresh"
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
