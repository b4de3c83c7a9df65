import { Paper, Stack, Text, Title } from '@mantine/core';
import { displayName } from '@barnboard/domain';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentSite, useSession } from '../../../lib/session/session-store';
import { siteLabel } from '../../../utils/site-groups';

export function DashboardPage() {
  const { t } = useTranslation();
  const { data } = useSession();
  const site = useCurrentSite();
  if (!data) return null;
  const name = displayName(data.user);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3" data-testid="dashboard-greeting">
        {site
          ? t('dashboard.greeting', { name, site: siteLabel(site, data.memberships) })
          : t('dashboard.greetingNoSite', { name })}
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm">
          <IconLayoutDashboard size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" ta="center">
            {t('dashboard.tilesComing')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
