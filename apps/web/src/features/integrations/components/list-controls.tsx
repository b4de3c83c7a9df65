import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { INTEGRATION_SORTS, SORT_DIRECTIONS, type AreaPageMeta } from '@barnboard/domain';
import {
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListChange, ListState } from '../lib/list-params';

/** Search, and the sort of spec §2: every key in a select, and the direction in another. */
export function ListToolbar({
  state,
  onChange,
  testId,
}: {
  state: ListState;
  onChange: (change: ListChange) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 560px' }}>
      <TextInput
        label={t('integrations.search')}
        value={state.q}
        onChange={(event) => onChange({ q: event.currentTarget.value, page: 1 })}
        style={{ flex: '1 1 180px', maxWidth: 320 }}
        data-testid={`${testId}-search`}
      />
      <Select
        label={t('integrations.sortBy')}
        data={INTEGRATION_SORTS.map((sort) => ({
          value: sort,
          label: t(`integrations.sorts.${sort}`),
        }))}
        value={state.sort}
        allowDeselect={false}
        onChange={(value) =>
          onChange({
            sort: INTEGRATION_SORTS.find((sort) => sort === value) ?? 'name',
            page: 1,
          })
        }
        w={200}
        data-testid={`${testId}-sort`}
      />
      <Select
        label={t('integrations.direction')}
        data={SORT_DIRECTIONS.map((direction) => ({
          value: direction,
          label: t(`integrations.directions.${direction}`),
        }))}
        value={state.direction}
        allowDeselect={false}
        onChange={(value) =>
          onChange({
            direction: SORT_DIRECTIONS.find((direction) => direction === value) ?? 'asc',
            page: 1,
          })
        }
        w={160}
        data-testid={`${testId}-direction`}
      />
    </Group>
  );
}

/** First, previous, next and last page (spec §2), with where the rows shown fall. */
export function ListPager({
  meta,
  onPage,
  testId,
}: {
  meta: AreaPageMeta;
  onPage: (page: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.page * meta.per_page, meta.total);
  const buttons = [
    { key: 'first', page: 1, icon: IconChevronsLeft, off: meta.page <= 1 },
    { key: 'previous', page: meta.page - 1, icon: IconChevronLeft, off: meta.page <= 1 },
    { key: 'next', page: meta.page + 1, icon: IconChevronRight, off: meta.page >= meta.pages },
    { key: 'last', page: meta.pages, icon: IconChevronsRight, off: meta.page >= meta.pages },
  ];
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" data-testid={`${testId}-count`}>
        {t('integrations.count', { from, to, total: meta.total })}
      </Text>
      <Group gap={4}>
        {buttons.map(({ key, page, icon: Icon, off }) => (
          <Button
            key={key}
            variant="default"
            size="xs"
            disabled={off}
            onClick={() => onPage(page)}
            aria-label={t(`integrations.pages.${key}`)}
            data-testid={`${testId}-page-${key}`}
          >
            <Icon size={16} aria-hidden />
          </Button>
        ))}
      </Group>
    </Group>
  );
}
