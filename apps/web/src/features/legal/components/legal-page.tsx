import { LOCALES, type Locale } from '@barnboard/domain';
import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { LegalDocument } from '../content/legal-document';

type LegalPageProps = {
  document: LegalDocument;
  /** The same page in each language. */
  versions: Record<Locale, { href: () => string }>;
};

/** Each language's link to its version, written in that language. */
const versionLabelKeys: Record<Locale, string> = {
  en: 'legal.englishVersion',
  fr: 'legal.frenchVersion',
  es: 'legal.spanishVersion',
};

/**
 * A legal document, the whole page in the document's language: its chrome (the way back, the
 * date line) is read from that language's catalogue whatever the interface's language, so a
 * Spanish reader of /terms sees English throughout, with links to the other versions.
 */
export function LegalPage({ document: doc, versions }: LegalPageProps) {
  const { t } = useTranslation(undefined, { lng: doc.lang });
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
            <Group gap="md" data-testid="legal-versions">
              {LOCALES.filter((locale) => locale !== doc.lang).map((locale) => (
                <Anchor
                  key={locale}
                  component={Link}
                  to={versions[locale].href()}
                  size="sm"
                  lang={locale}
                  hrefLang={locale}
                >
                  {t(versionLabelKeys[locale])}
                </Anchor>
              ))}
            </Group>
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
