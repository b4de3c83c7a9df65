import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from '../../components/public-page';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PublicPage>
      <Paper withBorder radius="md" p="xl" data-testid="not-found">
        <Stack align="center" gap="sm">
          {/* The status code is decoration under the title that says it in words. */}
          <Text component="div" aria-hidden fz={56} fw={800} c="dimmed" lh={1}>
            404
          </Text>
          <Title order={1} size="h3">
            {t('notFound.title')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('notFound.body')}
          </Text>
          <Anchor component={Link} to={paths.root.href()}>
            {t('notFound.home')}
          </Anchor>
        </Stack>
      </Paper>
    </PublicPage>
  );
}
