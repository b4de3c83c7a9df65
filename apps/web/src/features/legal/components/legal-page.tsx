import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { LegalDocument } from '../content/legal-document';

type LegalPageProps = { document: LegalDocument; otherLanguageHref: string };

export function LegalPage({ document: doc, otherLanguageHref }: LegalPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(doc.title);
  const updated = DateTime.fromISO(doc.updated)
    .setLocale(doc.lang)
    .toLocaleString(DateTime.DATE_FULL);
  return (
    <PublicPage size="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} lang={doc.lang}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Anchor component={Link} to={paths.login.href()} size="sm">
              {t('legal.backToLogin')}
            </Anchor>
            <Anchor
              component={Link}
              to={otherLanguageHref}
              size="sm"
              lang={doc.lang === 'fr' ? 'en' : 'fr'}
            >
              {t(doc.lang === 'fr' ? 'legal.englishVersion' : 'legal.frenchVersion')}
            </Anchor>
          </Group>
          <div>
            <Title order={1}>{doc.title}</Title>
            <Text size="sm" c="dimmed">
              {t('legal.lastUpdated', { date: updated })}
            </Text>
          </div>
          {doc.intro.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {doc.sections.map((section) => (
            <Stack key={section.id} gap="xs" component="section" id={section.id}>
              <Title order={2} size="h4">
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.items && (
                <List spacing={4} withPadding>
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </PublicPage>
  );
}
