import { Anchor, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpArticles } from '../api/use-help-articles';
import { articleRoutes, type HelpArticle } from '../lib/help-articles';
import { sectionsOf } from '../lib/help-sections';
import { searchHelp, type HelpHit } from '../lib/search-help';

/**
 * Search over the help pages the reader may open (title, headings and text; accents and case
 * ignored): each result names its page and section, shows the words around the match and links
 * to the section.
 */
export function HelpSearch({ articles }: { articles: readonly HelpArticle[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [settledQuery] = useDebouncedValue(query.trim(), 150);
  const { markdown, failed } = useHelpArticles(articles);
  const pages = useMemo(
    () =>
      markdown?.map(({ article, markdown: text }) => ({
        key: article,
        title: t(articleRoutes[article].titleKey),
        sections: sectionsOf(text),
      })),
    [markdown, t],
  );
  const hits = useMemo(
    () => (pages && settledQuery ? searchHelp(pages, settledQuery) : []),
    [pages, settledQuery],
  );

  return (
    <Stack gap="sm" role="search">
      <TextInput
        label={t('help.search.label')}
        placeholder={t('help.search.placeholder')}
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        data-testid="help-search"
        type="search"
      />
      {failed && <Text c="red">{t('help.loadFailed')}</Text>}
      {settledQuery && !pages && !failed && <Loader size="sm" aria-label={t('help.loading')} />}
      {settledQuery && pages && (
        <Stack gap="xs" data-testid="help-results" aria-live="polite">
          <Text size="sm" c="dimmed">
            {hits.length === 0
              ? t('help.search.none')
              : t('help.search.count', { count: hits.length })}
          </Text>
          {hits.map((hit) => (
            <SearchHit key={`${hit.page}#${hit.anchor ?? ''}`} hit={hit} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function SearchHit({ hit }: { hit: HelpHit<HelpArticle> }) {
  const route = articleRoutes[hit.page];
  const href = hit.anchor ? `${route.href()}#${hit.anchor}` : route.href();
  return (
    <div data-testid="help-result">
      <Anchor component={Link} to={href} fw={600}>
        {hit.heading ? `${hit.pageTitle} › ${hit.heading}` : hit.pageTitle}
      </Anchor>
      <Text size="sm" className="bb-help-excerpt">
        {hit.excerpt.before}
        {hit.excerpt.match && <mark>{hit.excerpt.match}</mark>}
        {hit.excerpt.after}
      </Text>
    </div>
  );
}
