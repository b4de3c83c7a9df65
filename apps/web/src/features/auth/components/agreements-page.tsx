import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconShieldLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { paths } from '../../../config/paths';
import { landingPath } from '../../../lib/session/home-path';
import { acceptAgreements } from '../../../lib/session/session';
import { legalLinks } from './legal-links';

function Summary({
  icon,
  title,
  text,
  link,
  linkText,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  link: string;
  linkText: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="xs" mb="xs" wrap="nowrap">
        {icon}
        <Text fw={600}>{title}</Text>
      </Group>
      <Text size="sm" mb="xs">
        {text}
      </Text>
      <Anchor component={Link} to={link} target="_blank" size="sm">
        {linkText}
      </Anchor>
    </Paper>
  );
}

export function AgreementsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const links = legalLinks(i18n.resolvedLanguage);

  async function accept() {
    setSaving(true);
    setFailed(false);
    try {
      // Accepted terms and not a first login any more: straight to the app (spec §4).
      const data = await acceptAgreements();
      void navigate(landingPath(data, new Date()), { replace: true });
    } catch {
      setFailed(true);
      setSaving(false);
    }
  }

  return (
    <PublicPage size="sm">
      <Paper withBorder shadow="sm" radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('agreements.title')}
          </Title>
          <Text size="sm">{t('agreements.intro')}</Text>
          <Summary
            icon={<IconShieldLock size={20} />}
            title={t('agreements.policyTitle')}
            text={t('agreements.policySummary')}
            link={links.policy}
            linkText={t('agreements.readPolicy')}
          />
          <Summary
            icon={<IconFileText size={20} />}
            title={t('agreements.termsTitle')}
            text={t('agreements.termsSummary')}
            link={links.terms}
            linkText={t('agreements.readTerms')}
          />
          {failed && (
            <Alert color="red" variant="light">
              {t('agreements.failed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              data-testid="agreements-decline"
              disabled={saving}
              onClick={() =>
                void navigate(paths.logout.href(), { state: { message: 'mustAccept' } })
              }
            >
              {t('agreements.decline')}
            </Button>
            <Button data-testid="agreements-accept" loading={saving} onClick={() => void accept()}>
              {t('agreements.accept')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PublicPage>
  );
}
