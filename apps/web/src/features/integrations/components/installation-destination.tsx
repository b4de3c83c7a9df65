import { Text } from '@mantine/core';
import type { Installation } from '@barnboard/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { movedSinceInstalled, webhookHost } from '../lib/destination';
import { useRowClock } from './use-row-clock';

/**
 * Where an installation's events are sent, so a farm's admin sees it, and a warning when the
 * integrator changed that address after the site installed the integration (issue 27 §5).
 */
export function InstallationDestination({ installation }: { installation: Installation }) {
  const { t } = useTranslation();
  const clock = useRowClock()(installation.site.id);
  const changedAt = movedSinceInstalled(installation);
  return (
    <>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('integrations.sendsTo', { host: webhookHost(installation.integration.url) })}
      </Text>
      {changedAt && (
        // Text, not a badge: a badge cuts its label to one line, and the date must be read whole.
        <Text
          size="xs"
          fw={600}
          mt={4}
          c="var(--mantine-color-orange-text)"
          data-testid="installation-url-changed"
        >
          <IconAlertTriangle
            size={12}
            aria-hidden
            style={{ verticalAlign: '-2px', marginInlineEnd: 4 }}
          />
          {t('integrations.urlChanged', { date: clock.day(changedAt) })}
        </Text>
      )}
    </>
  );
}
