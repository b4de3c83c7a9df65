import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LateRecords } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../lib/reports/cell-format';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';

type Counts = LateRecords['site'];

/** The share of late entries, or null when nothing was entered (no share to show). */
const lateShare = ({ entered, late }: Counts): number | null =>
  entered === 0 ? null : late / entered;

/**
 * How late the period's entries were (issue 29 §6): late entry is what biases every other figure,
 * so the zootech page says it beside them. Only events entered in Barnboard count: an imported
 * event's day of entry is not known. No objective colours it: the farm has set none.
 */
export function LateRecordsFigure({
  answer,
  periodDays,
}: {
  answer: LateRecords;
  periodDays: number;
}) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  const share = lateShare(answer.site);
  const percent = (counts: Counts) => formatValue(lateShare(counts), 'percent', prefs);
  return (
    <Paper withBorder radius="md" p="md" data-testid="late-records">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('zootech.lateRecords.title')}
        </Title>
        {share === null ? (
          <Text size="sm" c="dimmed" data-testid="late-records-none">
            {t('zootech.lateRecords.none', { periodDays })}
          </Text>
        ) : (
          <>
            <Text size="xl" fw={700} data-testid="late-records-share">
              {percent(answer.site)}
            </Text>
            <Text size="sm">
              {t('zootech.lateRecords.summary', {
                late: answer.site.late,
                entered: answer.site.entered,
                days: answer.days,
                periodDays,
              })}
            </Text>
          </>
        )}
        {answer.by_user.length > 0 && (
          <Table.ScrollContainer minWidth={320}>
            <Table data-testid="late-records-users">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('zootech.lateRecords.user')}</Table.Th>
                  <Table.Th ta="right">{t('zootech.lateRecords.entered')}</Table.Th>
                  <Table.Th ta="right">{t('zootech.lateRecords.late')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.by_user.map((user) => (
                  <Table.Tr key={user.user_id ?? user.name} data-user={user.name}>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td ta="right">{formatValue(user.entered, 'count', prefs)}</Table.Td>
                    <Table.Td ta="right">{percent(user)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text size="xs" c="dimmed">
          {t('zootech.lateRecords.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
