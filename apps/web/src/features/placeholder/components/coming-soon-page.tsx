import { Anchor, Text, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/message-panel';
import { paths } from '../../../config/paths';

/** Stand-in for authenticated pages of spec §2 that are not built yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <MessagePanel icon={IconHammer} testId="coming-soon">
      <Title order={2} size="h3">
        {t('placeholder.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {t('placeholder.body')}
      </Text>
      <Anchor component={Link} to={paths.dashboard.href()}>
        {t('placeholder.back')}
      </Anchor>
    </MessagePanel>
  );
}
