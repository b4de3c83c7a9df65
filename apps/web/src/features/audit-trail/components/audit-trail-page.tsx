import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AuditEvent } from '@barnboard/domain';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyHttpError } from '../../../lib/notify-error';
import { useAddressParams } from '../../../lib/routing/use-address-params';
import { downloadFile } from '../../../lib/reports/download-file';
import { useSession } from '../../../lib/session/session-store';
import { zoneName } from '../../../lib/site-time/site-clock';
import { useSiteClock } from '../../../lib/site-time/use-site-clock';
import { fetchAllAuditEvents, useAuditPage } from '../api/audit-api';
import { auditCsv } from '../lib/audit-csv';
import {
  AUDIT_PAGE_SIZE,
  filterFromParams,
  paramsFromFilter,
  queryOfFilter,
  type AuditFilter,
} from '../lib/audit-filter';
import { AuditChanges } from './audit-changes';
import { AuditFilters } from './audit-filters';
import { useAuditReader } from './use-audit-reader';

const ACTION_COLOURS: Partial<Record<AuditEvent['action'], string>> = {
  create: 'green',
  invite: 'green',
  delete: 'red',
  deactivate: 'red',
  disable: 'orange',
};

/**
 * The history of administrative changes (docs/administration.md, "Audit trail"): who changed
 * what, when, from which value to which; filtered in the address, exported as CSV.
 */
export function AuditTrailPage() {
  const { t } = useTranslation();
  const clock = useSiteClock();
  const reader = useAuditReader();
  const narrow = useMediaQuery('(max-width: 700px)');
  const [params, setParams] = useAddressParams();
  const filter = filterFromParams(params);
  const query = queryOfFilter(filter, clock.timeZone, filter.page, AUDIT_PAGE_SIZE);
  const events = useAuditPage(query);
  const [exporting, setExporting] = useState(false);
  const sites = useSession().data?.sites;
  const tenants = useMemo(() => {
    const byId = new Map((sites ?? []).map((site) => [site.tenant.cloud_id, site.tenant.name]));
    return [...byId].map(([id, name]) => ({ id, name }));
  }, [sites]);

  const change = (changed: Partial<AuditFilter>) =>
    setParams(
      (current) => paramsFromFilter({ ...filterFromParams(current), page: 1, ...changed }),
      { replace: true },
    );

  const actionLabel = (event: AuditEvent) => t(`auditTrail.actions.${event.action}`);
  const typeLabel = (event: AuditEvent) => t(`auditTrail.entityTypes.${event.entity.type}`);

  async function exportCsv() {
    setExporting(true);
    try {
      const all = await fetchAllAuditEvents(query);
      const csv = auditCsv(all, clock, {
        headers: [
          t('auditTrail.columns.whenIn', { zone: zoneName(clock.timeZone) }),
          t('auditTrail.columns.tenant'),
          t('auditTrail.columns.site'),
          t('auditTrail.columns.who'),
          t('auditTrail.columns.action'),
          t('auditTrail.columns.recordType'),
          t('auditTrail.columns.record'),
          t('auditTrail.columns.field'),
          t('auditTrail.columns.before'),
          t('auditTrail.columns.after'),
        ],
        action: actionLabel,
        entityType: typeLabel,
        reader,
      });
      downloadFile(`audit-trail-${clock.day(new Date())}.csv`, csv, 'text/csv;charset=utf-8');
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setExporting(false);
    }
  }

  const action = (event: AuditEvent) => (
    <Badge
      variant="light"
      color={ACTION_COLOURS[event.action] ?? 'blue'}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {actionLabel(event)}
    </Badge>
  );
  const record = (event: AuditEvent) => (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600}>
        {event.entity.name}
      </Text>
      <Text size="xs" c="dimmed">
        {typeLabel(event)}
        {event.site ? ` · ${event.site.name ?? t('auditTrail.deletedSite')}` : ''}
      </Text>
    </Stack>
  );
  const rows = events.data?.data ?? [];

  return (
    <Stack gap="lg" data-testid="audit-trail-page">
      <Group justify="space-between" align="end" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t('auditTrail.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('auditTrail.help')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('auditTrail.zone', { zone: zoneName(clock.timeZone) })}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={rows.length === 0}
          data-testid="audit-export-csv"
        >
          {t('auditTrail.exportCsv')}
        </Button>
      </Group>
      <AuditFilters filter={filter} tenants={tenants} onChange={change} />
      {events.isPending && <Skeleton h={240} radius="md" />}
      {events.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {events.data && rows.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center" data-testid="audit-empty">
            {t('auditTrail.empty')}
          </Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <Paper withBorder radius="md" p={narrow ? 'xs' : 0}>
          {narrow ? (
            <Stack gap={0}>
              {rows.map((event, index) => (
                <Stack
                  key={event.id}
                  gap={4}
                  py="sm"
                  px="xs"
                  style={
                    index > 0
                      ? { borderTop: '1px solid var(--mantine-color-default-border)' }
                      : undefined
                  }
                  data-testid="audit-event"
                >
                  <Group justify="space-between" wrap="nowrap" align="start">
                    {record(event)}
                    {action(event)}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {clock.dateTime(event.at)} · {event.actor.name}
                  </Text>
                  <AuditChanges event={event} reader={reader} />
                </Stack>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('auditTrail.columns.when')}</Table.Th>
                    <Table.Th>{t('auditTrail.columns.who')}</Table.Th>
                    <Table.Th>{t('auditTrail.columns.action')}</Table.Th>
                    <Table.Th>{t('auditTrail.columns.record')}</Table.Th>
                    <Table.Th>{t('auditTrail.columns.changes')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((event) => (
                    <Table.Tr
                      key={event.id}
                      data-testid="audit-event"
                      style={{ verticalAlign: 'top' }}
                    >
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {clock.dateTime(event.at)}
                      </Table.Td>
                      <Table.Td>{event.actor.name}</Table.Td>
                      <Table.Td>{action(event)}</Table.Td>
                      <Table.Td>{record(event)}</Table.Td>
                      <Table.Td maw={420}>
                        <AuditChanges event={event} reader={reader} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
      {events.data && events.data.meta.pages > 1 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('auditTrail.count', { count: events.data.meta.total })}
          </Text>
          <Pagination
            total={events.data.meta.pages}
            value={filter.page}
            onChange={(page) =>
              setParams((current) => paramsFromFilter({ ...filterFromParams(current), page }))
            }
            withEdges
          />
        </Group>
      )}
    </Stack>
  );
}
