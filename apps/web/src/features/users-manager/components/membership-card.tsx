import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ManagedMembership } from '@barnboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteClock } from '../../../lib/site-time/site-clock';
import { expiryDay } from '../lib/membership-form';
import type { TenantReach } from '../lib/reach';
import { AccessBadges, useSitesText } from './membership-summary';

/** One membership of the person: tenant, role, sites, access, expiry, and what may be done. */
export function MembershipCard({
  membership,
  tenants,
  clock,
  timeZone,
  onEdit,
  onEnd,
  onDelete,
}: {
  membership: ManagedMembership;
  tenants: TenantReach[];
  clock: SiteClock;
  timeZone: string;
  onEdit: () => void;
  onEnd: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const known =
    tenants.find((tenant) => tenant.id === membership.tenant.cloud_id)?.knownSites ?? [];
  const sites = useSitesText(membership, known);
  const expiry = !membership.expires_at
    ? t('usersManager.person.never')
    : membership.expired
      ? t('usersManager.person.ended', { date: clock.dateTime(membership.expires_at) })
      : t('usersManager.person.until', { date: expiryDay(membership.expires_at, timeZone) });
  const row = (label: string, value: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0 }}>{value}</div>
    </Group>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="membership-card"
      data-tenant={membership.tenant.name}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {membership.tenant.name}
          </Text>
          <Text size="sm" fw={600} c={membership.expired ? 'dimmed' : undefined}>
            {t(`usersManager.roles.${membership.role}`)}
          </Text>
        </Group>
        {row(t('usersManager.form.sites'), <Text size="sm">{sites}</Text>)}
        {row(t('usersManager.form.access'), <AccessBadges membership={membership} />)}
        {row(
          t('usersManager.person.expiry'),
          <Text size="sm" data-testid="membership-expiry">
            {expiry}
          </Text>,
        )}
        {membership.use_sharing_name &&
          membership.sharing_name &&
          row(t('usersManager.form.sharingName'), <Text size="sm">{membership.sharing_name}</Text>)}
        {membership.manageable ? (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="light" onClick={onEdit} data-testid="membership-edit">
              {t('usersManager.actions.editMembership')}
            </Button>
            {!membership.expired && (
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={onEnd}
                data-testid="membership-end"
              >
                {t('usersManager.actions.endMembership')}
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onDelete}
              data-testid="membership-delete"
            >
              {t('usersManager.actions.deleteMembership')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {t('usersManager.person.membershipOutOfReach')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
