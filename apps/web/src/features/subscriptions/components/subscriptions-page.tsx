import {
  Alert,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TenantLicences } from '@barnboard/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { useSession } from '../../../lib/session/session-store';
import { siteClock } from '../../../lib/site-time/site-clock';
import { useSiteTimeZone } from '../../../lib/site-time/use-site-clock';
import { siteLabel } from '../../../utils/site-groups';
import { useTenantLicences } from '../api/licences-api';
import { licenceState, sortLicences, type LicenceItem, type LicenceState } from './licence-rows';

const STATE_COLOURS: Record<LicenceState, string> = {
  inUse: 'blue',
  free: 'barn',
  deletedSilo: 'gray',
};

function Stat({
  label,
  value,
  testId,
  color,
}: {
  label: string;
  value: number;
  testId: string;
  color?: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function TenantLicencesCard({ tenant }: { tenant: TenantLicences }) {
  const { t } = useTranslation();
  const { data } = useSession();
  const prefs = useDisplayPrefs();
  const currentZone = useSiteTimeZone();
  const siteOf = (siteId: string) => data?.sites.find((s) => s.id === siteId);
  const siteName = (siteId: string) => {
    const site = siteOf(siteId);
    return site ? siteLabel(site, data?.memberships ?? []) : '—';
  };
  // The day a licence was assigned, at its bin's site, in the user's date format.
  const assignedDay = (item: LicenceItem, at: string) =>
    siteClock(siteOf(item.silo?.site_id ?? '')?.timezone ?? currentZone, prefs).day(at);
  const used = tenant.total_licences - tenant.available_licences;
  const narrow = useMediaQuery('(max-width: 600px)');
  const items = sortLicences(tenant.items);
  const status = (item: LicenceItem) => {
    const state = licenceState(item);
    return (
      <Badge variant="light" color={STATE_COLOURS[state]} style={{ flexShrink: 0 }}>
        {t(`subscriptions.states.${state}`)}
      </Badge>
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="licences-tenant"
      data-tenant-id={tenant.tenant.cloud_id}
    >
      <Stack gap="md">
        <Title order={3} size="h4">
          {tenant.tenant.name}
        </Title>
        <SimpleGrid cols={3} spacing="sm">
          <Stat
            label={t('subscriptions.total')}
            value={tenant.total_licences}
            testId="licences-total"
          />
          <Stat
            label={t('subscriptions.available')}
            value={tenant.available_licences}
            testId="licences-available"
            color={tenant.available_licences === 0 ? 'red' : 'barn'}
          />
          <Stat label={t('subscriptions.used')} value={used} testId="licences-used" />
        </SimpleGrid>
        {tenant.available_licences === 0 && (
          <Alert color="orange" data-testid="licences-none-left">
            {t('subscriptions.noneLeft')}
          </Alert>
        )}
        {tenant.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('subscriptions.noLicences')}
          </Text>
        ) : narrow ? (
          <Stack gap={0}>
            {items.map((item) => (
              <Group
                key={item.id}
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid="licence-item"
                data-used={item.silo !== null}
              >
                <Stack gap={2} miw={0}>
                  <Text fw={600} size="sm" truncate>
                    {item.silo?.name ?? t('subscriptions.unassigned')}
                  </Text>
                  {item.silo && (
                    <>
                      <Text size="xs" c="dimmed" truncate>
                        {siteName(item.silo.site_id)}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {item.silo.mac_address}
                        {item.assigned_at ? ` · ${assignedDay(item, item.assigned_at)}` : ''}
                      </Text>
                    </>
                  )}
                </Stack>
                {status(item)}
              </Group>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('subscriptions.columns.silo')}</Table.Th>
                  <Table.Th>{t('subscriptions.columns.macAddress')}</Table.Th>
                  <Table.Th>{t('subscriptions.columns.site')}</Table.Th>
                  <Table.Th>{t('subscriptions.columns.assignedAt')}</Table.Th>
                  <Table.Th>{t('subscriptions.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id} data-testid="licence-item" data-used={item.silo !== null}>
                    <Table.Td fw={600}>{item.silo?.name ?? '—'}</Table.Td>
                    <Table.Td ff="monospace" fz="xs">
                      {item.silo?.mac_address ?? '—'}
                    </Table.Td>
                    <Table.Td>{item.silo ? siteName(item.silo.site_id) : '—'}</Table.Td>
                    <Table.Td>
                      {item.assigned_at ? assignedDay(item, item.assigned_at) : '—'}
                    </Table.Td>
                    <Table.Td>{status(item)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/** L-Track subscriptions (spec §2, §3): each tenant's licences and which bin uses which. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const licences = useTenantLicences();
  return (
    <Stack gap="lg" data-testid="subscriptions-page">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('subscriptions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('subscriptions.help')}
        </Text>
      </Stack>
      {licences.isPending && <Skeleton h={240} radius="md" />}
      {licences.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {licences.data?.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('subscriptions.noTenants')}
          </Text>
        </Paper>
      )}
      {licences.data?.map((tenant) => (
        <TenantLicencesCard key={tenant.tenant.cloud_id} tenant={tenant} />
      ))}
    </Stack>
  );
}
