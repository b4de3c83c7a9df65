import { Text } from '@mantine/core';
import { formatDate, type DisplayPrefs } from '@barnboard/domain';
import { useTranslation } from 'react-i18next';

type Days = { from: string; to: string };

/**
 * Says when the figures cover fewer days than the period asked: the herd's records start later
 * (docs/kpis.md, "No figure from days without data"). A mean or a rate per year is then over
 * those days only, which the reader must know to compare it with another period.
 */
export function CoveredDaysNote({
  asked,
  covered,
  prefs,
}: {
  asked: Days | null;
  covered: Days | null;
  prefs: DisplayPrefs;
}) {
  const { t } = useTranslation();
  if (!asked || !covered || covered.from <= asked.from) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="covered-days">
      {t('reports.coveredFrom', { date: formatDate(covered.from, prefs) })}
    </Text>
  );
}
