import { Badge, Group, Text } from '@mantine/core';
import type { ManagedMembership, Site } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';

/** The areas a membership opens, as catalogue keys (spec §3's custom access per area). */
export function accessKeys(membership: Pick<ManagedMembership, 'access_type'>): string[] {
  const { feeding, zootech, silo } = membership.access_type;
  return [
    ...feeding.map((area) => `usersManager.access.${area}`),
    ...(zootech ? ['usersManager.access.zootech'] : []),
    ...(silo ? ['usersManager.access.silo'] : []),
  ];
}

/** The sites of a membership by name: those the user sees, then a count of the others. */
export function useSitesText(membership: Pick<ManagedMembership, 'sites'>, known: Site[]) {
  const { t } = useTranslation();
  if (membership.sites === 'all') return t('usersManager.person.allSites');
  const names = membership.sites
    .map((id) => known.find((site) => site.id === id)?.name)
    .filter((name): name is string => Boolean(name))
    .sort((a, b) => a.localeCompare(b));
  const others = membership.sites.length - names.length;
  return [
    ...names,
    ...(others > 0 ? [t('usersManager.person.otherSites', { count: others })] : []),
  ].join(', ');
}

/** An organisation and the person's role there, as a compact badge of the people list. */
export function MembershipBadge({ membership }: { membership: ManagedMembership }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      color={membership.expired ? 'gray' : 'barn'}
      tt="none"
      fw={500}
      maw="100%"
      data-testid="membership-badge"
    >
      <Text span size="xs" inherit truncate>
        {membership.tenant.name} · {t(`usersManager.roles.${membership.role}`)}
      </Text>
    </Badge>
  );
}

export function AccessBadges({
  membership,
}: {
  membership: Pick<ManagedMembership, 'access_type'>;
}) {
  const { t } = useTranslation();
  const keys = accessKeys(membership);
  if (keys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('usersManager.access.none')}
      </Text>
    );
  return (
    <Group gap={4}>
      {keys.map((key) => (
        <Badge key={key} variant="light" color="blue" tt="none" fw={500}>
          {t(key)}
        </Badge>
      ))}
    </Group>
  );
}
