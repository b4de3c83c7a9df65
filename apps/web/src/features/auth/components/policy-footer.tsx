import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalLinks } from './legal-links';

export function PolicyFooter() {
  const { i18n } = useTranslation();
  const links = legalLinks(i18n.resolvedLanguage);
  return (
    <Text size="xs" c="dimmed" ta="center">
      <Trans
        i18nKey="login.footer"
        components={{
          terms: <Anchor component={Link} to={links.terms} size="xs" />,
          policy: <Anchor component={Link} to={links.policy} size="xs" />,
        }}
      />
    </Text>
  );
}
