import { Alert, Button, Group, Menu, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { AreaPageMeta } from '@barnboard/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { integrationsKey, type ListQuery } from '../api/integrations-api';
import type { ListChange, ListState } from '../lib/list-params';
import { ListPager, ListToolbar } from './list-controls';

const PAGE_SIZE = 25;

type Page<Row> = { data: Row[]; meta: AreaPageMeta };

/**
 * The frame both lists of the integrator area share (spec §2): search and sort with the list's
 * own action beside them, a refusal, the loading and empty states, the rows in a table that
 * scrolls inside its tile, and the pager. `name` prefixes its test ids and its query's key.
 */
export function ListFrame<Row extends { id: string }>({
  name,
  state,
  onChange,
  fetch,
  action,
  error,
  empty,
  minWidth,
  columns,
  renderRow,
}: {
  name: 'integrations' | 'installations';
  state: ListState;
  onChange: (change: ListChange) => void;
  fetch: (query: ListQuery, signal: AbortSignal) => Promise<Page<Row>>;
  action: ReactNode;
  error: string | null;
  /** What an empty list says when no search narrows it. */
  empty: string;
  minWidth: number;
  columns: string[];
  renderRow: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = { ...state, per_page: PAGE_SIZE };
  const list = useQuery({
    queryKey: [...integrationsKey, name, query],
    queryFn: ({ signal }) => fetch(query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="md" data-testid={`${name}-list`}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <ListToolbar state={state} onChange={onChange} testId={name} />
        {action}
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {list.isPending && <Skeleton h={200} radius="md" />}
      {list.isError && <Alert color="red">{t('errors.generic')}</Alert>}
      {list.isSuccess && rows.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center" data-testid={`${name}-empty`}>
            {state.q.trim() ? t('integrations.noMatch') : empty}
          </Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="sm" highlightOnHover data-testid={`${name}-table`}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows.map(renderRow)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {list.data && list.data.meta.total > 0 && (
        <ListPager meta={list.data.meta} onPage={(page) => onChange({ page })} testId={name} />
      )}
    </Stack>
  );
}

/** A row's actions, in a menu named after the row (read aloud). */
export function RowActions({
  name,
  testId,
  children,
}: {
  name: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="xs"
          aria-label={t('integrations.actionsOf', { name })}
          data-testid={testId}
        >
          {t('integrations.columns.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
