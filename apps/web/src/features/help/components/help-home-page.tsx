import { canAdministerAnySite } from '@barnboard/domain';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subjectOf } from '../../../lib/session/home-path';
import { useSession } from '../../../lib/session/session-store';
import { useHelpLanguage } from '../api/use-help-articles';
import { adminArticles, articleRoutes, HELP_ARTICLES } from '../lib/help-articles';
import { HelpSearch } from './help-search';
import './help.css';

/** The help centre's home (spec §2): search over every help page, and the pages themselves. */
export function HelpHomePage() {
  const { t } = useTranslation();
  const language = useHelpLanguage();
  const { data } = useSession();
  // Access setup is for those who may open the admin pages; others are not shown a closed door.
  const admin = data ? canAdministerAnySite(subjectOf(data), data.sites, new Date()) : false;
  const articles = HELP_ARTICLES.filter((article) => admin || !adminArticles.has(article));
  return (
    <Stack gap="lg" maw={860} lang={language}>
      <Text>{t('help.intro')}</Text>
      <HelpSearch articles={articles} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {articles.map((article) => (
          <Paper key={article} withBorder radius="md" p="md" data-testid={`help-card-${article}`}>
            <Title order={2} size="h4">
              <Anchor component={Link} to={articleRoutes[article].href()} inherit>
                {t(articleRoutes[article].titleKey)}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`help.summaries.${article}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
