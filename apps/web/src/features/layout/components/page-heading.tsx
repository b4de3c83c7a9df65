import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LastUpdateIndicator } from '../../../components/last-update-indicator';
import { useRouteTitleKey } from '../../../hooks/use-route-title';
import { useSiteLastUpdate } from '../../../lib/reports/use-site-last-update';
import { useCurrentSite } from '../../../lib/session/session-store';

/** The page's title and when the site's data was last updated (spec §2 top bar, §4). */
export function PageHeading() {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const lastUpdate = useSiteLastUpdate(useCurrentSite()?.id);
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Title order={1} fz={{ base: 'md', sm: 'lg' }} data-testid="page-title" lineClamp={2}>
        {titleKey ? t(titleKey) : ''}
      </Title>
      <LastUpdateIndicator at={lastUpdate} />
    </Stack>
  );
}
