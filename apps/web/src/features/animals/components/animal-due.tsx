import { Anchor, List, Stack, Text } from '@mantine/core';
import { formatDate, type AnimalCard } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { actionToDo, recordToFixReports, recordToFixWrong } from '../../../lib/reports/herd-labels';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { CardSection } from './card-section';

/**
 * What is due for her (the action lists she is on today) and her records to fix, worded as the
 * lists themselves word them; the records to fix show only when she has any.
 */
export function AnimalDue({ card }: { card: AnimalCard }) {
  const { t } = useTranslation();
  const prefs = useDisplayPrefs();
  return (
    <>
      <CardSection title={t('animals.due.title')} testId="animal-due">
        {card.due.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('animals.due.none')}
          </Text>
        ) : (
          <List spacing="xs" listStyleType="none" ps={0}>
            {card.due.map((due) => (
              <List.Item key={due.list} data-testid="animal-due-item" data-list={due.list}>
                <Anchor component={Link} to={paths.actionLists.href()} fw={600} size="sm">
                  {t(`actionLists.lists.${due.list}`)}
                </Anchor>
                <Text size="sm" c={due.overdue ? 'red' : undefined} data-overdue={due.overdue}>
                  {[
                    t('animals.due.dueOn', { date: formatDate(due.due_date, prefs) }),
                    actionToDo(due, t),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </CardSection>
      {card.to_fix.length > 0 && (
        <CardSection title={t('animals.toFix.title')} testId="animal-to-fix">
          <Stack gap="xs">
            {card.to_fix.map((record) => (
              <div
                key={`${record.check}-${record.record}-${record.date}`}
                data-testid="animal-to-fix-item"
              >
                <Text size="sm" fw={600}>
                  {t(`actionLists.recordTypes.${record.record}`)} · {formatDate(record.date, prefs)}
                </Text>
                <Text size="sm">{recordToFixWrong(record, t)}</Text>
                <Text size="xs" c="dimmed">
                  {t('animals.toFix.biases', { reports: recordToFixReports(record, t) })}
                </Text>
              </div>
            ))}
            <Anchor component={Link} to={paths.recordsToFix.href()} size="sm">
              {t('animals.toFix.all')}
            </Anchor>
          </Stack>
        </CardSection>
      )}
    </>
  );
}
