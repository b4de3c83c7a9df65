import { formatDate, type Locale } from '@barnboard/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { useDisplayPrefs } from '../../../lib/reports/use-report-preferences';
import { articleMarkdown, loadArticleSource, type HelpArticle } from '../lib/help-articles';

/** The help pages' language: the interface's, so a page never mixes two. */
export function useHelpLanguage(): Locale {
  const { i18n } = useTranslation();
  return currentLanguage(i18n.resolvedLanguage);
}

/** Release days in the reader's date format. */
function useFormatDay(): (day: string) => string {
  const prefs = useDisplayPrefs();
  return useCallback((day: string) => formatDate(day, prefs), [prefs]);
}

const articleQuery = (article: HelpArticle, language: Locale) => ({
  queryKey: ['help-article', article, language],
  queryFn: () => loadArticleSource(article, language),
  // Files of the build: they change only with a new version of the app.
  staleTime: Infinity,
});

/** One page's Markdown in the interface's language. */
export function useHelpArticle(article: HelpArticle) {
  const language = useHelpLanguage();
  const formatDay = useFormatDay();
  const query = useQuery(articleQuery(article, language));
  return {
    markdown:
      query.data === undefined ? undefined : articleMarkdown(article, query.data, formatDay),
    failed: query.isError,
  };
}

/** Several pages' Markdown (the search of the help home), once all have loaded. */
export function useHelpArticles(articles: readonly HelpArticle[]) {
  const language = useHelpLanguage();
  const formatDay = useFormatDay();
  return useQueries({
    queries: articles.map((article) => articleQuery(article, language)),
    combine: (results) => ({
      markdown: results.every((result) => result.data !== undefined)
        ? articles.map((article, index) => ({
            article,
            markdown: articleMarkdown(article, results[index]?.data ?? '', formatDay),
          }))
        : undefined,
      failed: results.some((result) => result.isError),
    }),
  });
}
