import { Anchor, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePanel } from '../../components/message-panel';
import { paths } from '../../config/paths';

/**
 * What a user sees on a page their access does not open (spec §6: "needs additional
 * privileges"), in place of the page, under its title: they learn why, and the way back.
 */
export function NeedsPrivileges() {
  const { t } = useTranslation();
  return (
    <MessagePanel icon={IconLock} testId="needs-privileges">
      <Title order={2} size="h3" ta="center">
        {t('needsPrivileges.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={480}>
        {t('needsPrivileges.body')}
      </Text>
      <Anchor component={Link} to={paths.dashboard.href()}>
        {t('needsPrivileges.back')}
      </Anchor>
    </MessagePanel>
  );
}
