import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ManagedUser, UserSort } from '@barnboard/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMail, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../../hooks/use-screen-query';
import { useSession } from '../../../lib/session/session-store';
import { useSiteClock } from '../../../lib/site-time/use-site-clock';
import { useUsers } from '../api/use-users';
import { usersKey } from '../api/users-api';
import { adminReach } from '../lib/reach';
import { AccountModal } from './account-modal';
import { InviteModal } from './invite-modal';
import { PeopleCards, PeopleTable, type Sorting } from './people-table';
import { PersonDrawer } from './person-drawer';

const PAGE_SIZE = 50;

/**
 * The users manager (spec §2, §3, §5, §6, §8; docs/administration.md, "Users manager"): the
 * people of the organisations the user administers (staff: everyone), searched with accents and
 * case ignored, sorted, with their state; invitations, accounts without e-mail, memberships.
 */
export function UsersManagerPage() {
  const { t } = useTranslation();
  const { data, currentSiteId } = useSession();
  const clock = useSiteClock();
  const queryClient = useQueryClient();
  const narrow = useScreenQuery('(max-width: 600px)');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [sorting, setSorting] = useState<Sorting>({ sort: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ManagedUser | null>(null);
  const [creating, setCreating] = useState<'invite' | 'account' | null>(null);
  const tenants = useMemo(() => (data ? adminReach(data, new Date()) : []), [data]);
  const users = useUsers({ q, ...sorting, page, per_page: PAGE_SIZE });

  const refresh = () => void queryClient.invalidateQueries({ queryKey: usersKey });
  const changed = (user: ManagedUser) => {
    setSelected(user);
    refresh();
  };
  const sort = (column: UserSort) => {
    setSorting((current) => ({
      sort: column,
      direction: current.sort === column && current.direction === 'asc' ? 'desc' : 'asc',
    }));
    setPage(1);
  };
  const meta = users.data?.meta;
  const people = users.data?.data ?? [];
  const common = {
    tenants,
    currentSiteId,
    timeZone: clock.timeZone,
    onClose: () => setCreating(null),
    // The new person shows in the list; the form (or the hand-over) stays until closed.
    onDone: refresh,
  };

  return (
    <Stack gap="lg" data-testid="users-manager-page">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('usersManager.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('usersManager.intro')}
        </Text>
      </Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t('usersManager.search.label')}
          placeholder={t('usersManager.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
          data-testid="users-search"
        />
        {tenants.length > 0 && (
          <Group gap="xs">
            <Button
              leftSection={<IconMail size={16} />}
              onClick={() => setCreating('invite')}
              data-testid="users-invite"
            >
              {t('usersManager.actions.invite')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconUserPlus size={16} />}
              onClick={() => setCreating('account')}
              data-testid="users-create-account"
            >
              {t('usersManager.actions.createAccount')}
            </Button>
          </Group>
        )}
      </Group>

      {users.isPending && <Skeleton h={240} radius="md" />}
      {users.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {users.isSuccess && people.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center" data-testid="users-empty">
            {q.trim() ? t('usersManager.messages.user.search') : t('usersManager.empty')}
          </Text>
        </Paper>
      )}
      {people.length > 0 &&
        (narrow ? (
          <PeopleCards people={people} onOpen={setSelected} />
        ) : (
          <Paper withBorder radius="md">
            <PeopleTable people={people} sorting={sorting} onSort={sort} onOpen={setSelected} />
          </Paper>
        ))}
      {meta && meta.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="users-count">
            {t('usersManager.count', {
              from: (meta.current_page - 1) * meta.per_page + 1,
              to: Math.min(meta.current_page * meta.per_page, meta.total),
              total: meta.total,
            })}
          </Text>
          {meta.pages > 1 && (
            <Pagination total={meta.pages} value={page} onChange={setPage} withEdges />
          )}
        </Group>
      )}

      <InviteModal opened={creating === 'invite'} {...common} />
      <AccountModal opened={creating === 'account'} {...common} />
      <PersonDrawer
        person={selected}
        onClose={() => setSelected(null)}
        onChanged={changed}
        onDeleted={() => {
          setSelected(null);
          refresh();
        }}
        tenants={tenants}
        currentSiteId={currentSiteId}
        timeZone={clock.timeZone}
        clock={clock}
        selfId={data?.user.cloud_id ?? ''}
      />
    </Stack>
  );
}
