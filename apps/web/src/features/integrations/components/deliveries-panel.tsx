import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { integrationsKey } from '../api/integrations-api';
import { webhooksApi, type Delivery } from '../api/webhooks-api';
import { refusalText } from '../lib/refusal';
import { useRowClock } from './use-row-clock';

const STATUS_COLOURS: Record<Delivery['status'], string> = {
  pending: 'orange.8',
  delivered: 'green.8',
  abandoned: 'red.8',
};

/**
 * An integration's webhook delivery log and its "send a test event" button (the webhook routes
 * of docs/integration-api.md). A server without those routes (404) shows the empty log.
 */
export function DeliveriesPanel({ integrationId }: { integrationId: string }) {
  const { t } = useTranslation();
  // The log spans the sites the integration is installed on: each time says its zone.
  const clock = useRowClock()(null);
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ colour: string; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const key = [...integrationsKey, 'deliveries', integrationId];
  const deliveries = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      try {
        return (await webhooksApi.deliveries(integrationId, 1, signal)).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });

  async function sendTest() {
    setSending(true);
    try {
      await webhooksApi.sendTestEvent(integrationId);
      setMessage({ colour: 'green', text: t('integrations.deliveries.testQueued') });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      setMessage({ colour: 'red', text: refusalText(t, error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm" data-testid="deliveries-panel">
      <Group justify="space-between">
        <Text fw={600}>{t('integrations.deliveries.title')}</Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSend size={14} aria-hidden />}
          loading={sending}
          onClick={() => void sendTest()}
          data-testid="deliveries-test"
        >
          {t('integrations.deliveries.sendTest')}
        </Button>
      </Group>
      {message && <Alert color={message.colour}>{message.text}</Alert>}
      {deliveries.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {deliveries.data?.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="deliveries-empty">
          {t('integrations.deliveries.empty')}
        </Text>
      )}
      {deliveries.data && deliveries.data.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" data-testid="deliveries-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('integrations.deliveries.at')}</Table.Th>
                <Table.Th>{t('integrations.deliveries.event')}</Table.Th>
                <Table.Th>{t('integrations.deliveries.status')}</Table.Th>
                <Table.Th>{t('integrations.deliveries.attempts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.data.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>{clock.dateTime(delivery.created_at)}</Table.Td>
                  <Table.Td>
                    {delivery.event_type}
                    {delivery.site_name ? ` · ${delivery.site_name}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c={STATUS_COLOURS[delivery.status]}>
                      {t(`integrations.deliveries.statuses.${delivery.status}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {delivery.attempts}
                    {delivery.last_status_code ? ` (${delivery.last_status_code})` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
