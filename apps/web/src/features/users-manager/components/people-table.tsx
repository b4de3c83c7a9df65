import { Avatar, Button, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { displayName, initials, type ManagedUser, type UserSort } from '@barnboard/domain';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MembershipBadge } from './membership-summary';
import { StateBadge } from './state-badge';

export type Sorting = { sort: UserSort; direction: 'asc' | 'desc' };

type TableProps = {
  people: ManagedUser[];
  sorting: Sorting;
  onSort: (sort: UserSort) => void;
  onOpen: (person: ManagedUser) => void;
};

const login = (person: ManagedUser) => person.email ?? person.username ?? '';

function Person({ person }: { person: ManagedUser }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar radius="xl" size={32} color="barn" name={displayName(person)}>
        {initials(person)}
      </Avatar>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="user-name">
        {displayName(person)}
      </Text>
    </Group>
  );
}

function Memberships({ person }: { person: ManagedUser }) {
  return (
    <Group gap={4} wrap="wrap">
      {person.memberships.map((membership) => (
        <MembershipBadge key={membership.id} membership={membership} />
      ))}
    </Group>
  );
}

/** A column header that sorts, saying its order to assistive technology (aria-sort). */
function SortHeader({
  column,
  sorting,
  onSort,
  children,
}: {
  column: UserSort;
  sorting: Sorting;
  onSort: (sort: UserSort) => void;
  children: ReactNode;
}) {
  const active = sorting.sort === column;
  const Icon = !active ? IconArrowsSort : sorting.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={active ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => onSort(column)} data-testid={`sort-${column}`}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700} inherit>
            {children}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The people as a table: sortable columns, one row per person, scrolled inside its frame. */
export function PeopleTable({ people, sorting, onSort, onOpen }: TableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" sorting={sorting} onSort={onSort}>
              {t('usersManager.columns.name')}
            </SortHeader>
            <SortHeader column="login" sorting={sorting} onSort={onSort}>
              {t('usersManager.columns.login')}
            </SortHeader>
            <SortHeader column="tenant" sorting={sorting} onSort={onSort}>
              {t('usersManager.columns.memberships')}
            </SortHeader>
            <SortHeader column="state" sorting={sorting} onSort={onSort}>
              {t('usersManager.columns.state')}
            </SortHeader>
            <Table.Th>
              <Text size="sm" fw={700} inherit>
                {t('usersManager.columns.actions')}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id} data-testid="user-row" data-login={login(person)}>
              <Table.Td maw={260}>
                <Person person={person} />
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {login(person)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Memberships person={person} />
              </Table.Td>
              <Table.Td>
                <StateBadge state={person.state} />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => onOpen(person)}
                  aria-label={t('usersManager.actions.manageNamed', { name: displayName(person) })}
                  data-testid="user-manage"
                >
                  {t('usersManager.actions.manage')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The people as cards, on a phone: everything a row shows, stacked. */
export function PeopleCards({ people, onOpen }: Omit<TableProps, 'sorting' | 'onSort'>) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="users-cards">
      {people.map((person) => (
        <Paper
          key={person.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="user-row"
          data-login={login(person)}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Person person={person} />
              <StateBadge state={person.state} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {login(person)}
            </Text>
            <Memberships person={person} />
            <Button
              variant="light"
              size="xs"
              onClick={() => onOpen(person)}
              aria-label={t('usersManager.actions.manageNamed', { name: displayName(person) })}
              data-testid="user-manage"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('usersManager.actions.manage')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
