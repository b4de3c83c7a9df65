import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNow } from '../hooks/use-now';
import { describeLastUpdate } from '../utils/last-update';

type LastUpdateIndicatorProps = { at: Date | null; justUpdatedMinutes?: number };

/** "Updated x ago" (spec §4); nothing until a report tells when its data was last updated. */
export function LastUpdateIndicator({ at, justUpdatedMinutes }: LastUpdateIndicatorProps) {
  const { t } = useTranslation();
  const now = useNow();
  if (!at) return null;
  const text = describeLastUpdate(at, now, justUpdatedMinutes);
  return (
    <Text
      size="xs"
      c={text.late ? 'red' : 'dimmed'}
      fw={text.late ? 600 : 400}
      data-late={text.late}
    >
      {text.kind === 'justUpdated'
        ? t('layout.lastUpdate.justUpdated')
        : t(`layout.lastUpdate.${text.kind}`, text)}
    </Text>
  );
}
