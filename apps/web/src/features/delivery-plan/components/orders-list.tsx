import { Badge, Button, Group, Table, Text } from '@mantine/core';
import {
  nextOrderState,
  type DeliveryOrder,
  type DeliveryOrderAction,
  type DeliveryOrderState,
} from '@barnboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { notifyHttpError } from '../../../lib/notify-error';
import { deliveryKey, moveOrder } from '../api/delivery-api';
import type { PlanFormat } from '../lib/plan-format';
import { ScrollTable } from './scroll-table';
import { Section } from './section';
import type { PlanRights } from './tenant-plan';

const STATE_COLOURS: Record<DeliveryOrderState, string> = {
  requested: 'blue',
  confirmed: 'teal',
  delivered: 'green',
  cancelled: 'gray',
};

/** The orders with their state, the delivered quantity the sensors saw, and the next steps. */
export function OrdersList({
  orders,
  fmt,
  rights,
  tenantId,
}: {
  orders: DeliveryOrder[] | undefined;
  fmt: PlanFormat;
  rights: PlanRights;
  tenantId: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  async function move(order: DeliveryOrder, action: DeliveryOrderAction) {
    setBusy(order.id);
    try {
      await moveOrder(order, action);
      notify({ color: 'green', message: t(`deliveryPlan.orders.moved.${action}`) });
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: deliveryKey(tenantId) });
    }
  }

  const actionsOf = (order: DeliveryOrder): DeliveryOrderAction[] =>
    (['confirm', 'deliver', 'cancel'] as const).filter(
      (action) =>
        nextOrderState(order.state, action) !== null &&
        (action === 'confirm' ? rights.canConfirm : rights.canOrder)(order.site.id),
    );

  return (
    <Section title={t('deliveryPlan.orders.title')} testId="delivery-plan-orders">
      {!orders || orders.length === 0 ? (
        <Text size="sm">{t('deliveryPlan.orders.none')}</Text>
      ) : (
        <ScrollTable minWidth={820} label={t('deliveryPlan.orders.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deliveryPlan.orders.wished')}</Table.Th>
              <Table.Th>{t('deliveryPlan.orders.site')}</Table.Th>
              <Table.Th>{t('deliveryPlan.orders.feedAndSilos')}</Table.Th>
              <Table.Th>{t('deliveryPlan.orders.ordered')}</Table.Th>
              <Table.Th>{t('deliveryPlan.orders.delivered')}</Table.Th>
              <Table.Th>{t('deliveryPlan.orders.state')}</Table.Th>
              <Table.Th>{t('deliveryPlan.orders.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.id} data-testid="delivery-order" data-state={order.state}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.day(order.wished_date)}</Table.Td>
                <Table.Td>{order.site.name}</Table.Td>
                <Table.Td>
                  <Text size="sm">{order.feed.name}</Text>
                  <Text size="xs" c="dimmed">
                    {order.bins.map((bin) => bin.name).join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {fmt.quantity(order.quantity_kg)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="delivery-order-delivered">
                  {order.delivered_kg === null ? '—' : fmt.quantity(order.delivered_kg)}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={STATE_COLOURS[order.state]}
                    style={{ textTransform: 'none' }}
                  >
                    {t(`deliveryPlan.orders.states.${order.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {actionsOf(order).map((action) => (
                      <Button
                        key={action}
                        size="compact-xs"
                        variant={action === 'cancel' ? 'subtle' : 'light'}
                        color={action === 'cancel' ? 'red' : undefined}
                        loading={busy === order.id}
                        onClick={() => void move(order, action)}
                      >
                        {t(`deliveryPlan.orders.actionLabels.${action}`)}
                      </Button>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      )}
    </Section>
  );
}
