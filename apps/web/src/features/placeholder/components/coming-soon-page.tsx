import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Stand-in for authenticated pages of spec §2 that are not built yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="coming-soon">
      <Stack align="center" gap="sm">
        <IconHammer size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h3">
          {t('placeholder.title')}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {t('placeholder.body')}
        </Text>
        <Anchor component={Link} to={paths.dashboard.href()}>
          {t('placeholder.back')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
