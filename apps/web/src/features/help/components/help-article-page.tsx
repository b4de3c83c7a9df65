import { Alert, Anchor, Loader, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useHelpArticle, useHelpLanguage } from '../api/use-help-articles';
import type { HelpArticle } from '../lib/help-articles';
import { MarkdownView } from './markdown-view';

/** One page of the help centre, in the interface's language, with the way back to its home. */
export function HelpArticlePage({ page }: { page: HelpArticle }) {
  const { t } = useTranslation();
  const language = useHelpLanguage();
  const { markdown, failed } = useHelpArticle(page);
  return (
    <Stack gap="md" maw={860} lang={language}>
      <Anchor component={Link} to={paths.help.href()} size="sm" data-testid="help-back">
        <IconArrowLeft size={14} style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
        {t('help.backToHome')}
      </Anchor>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {failed ? (
          <Alert color="red">{t('help.loadFailed')}</Alert>
        ) : markdown === undefined ? (
          <Loader size="sm" aria-label={t('help.loading')} />
        ) : (
          <MarkdownView markdown={markdown} />
        )}
      </Paper>
    </Stack>
  );
}
