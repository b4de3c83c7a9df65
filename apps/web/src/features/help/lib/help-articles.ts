import type { Locale } from '@barnboard/domain';
import { paths } from '../../../config/paths';
import { releasesOf, whatsNewMarkdown } from './changelog';

/** The pages of the help centre below its home (spec §2), in the order the home lists them. */
export const HELP_ARTICLES = [
  'gettingStarted',
  'whatsNew',
  'accountSettings',
  'accessSetup',
] as const;
export type HelpArticle = (typeof HELP_ARTICLES)[number];

export const articleRoutes = {
  gettingStarted: paths.gettingStarted,
  whatsNew: paths.whatsNew,
  accountSettings: paths.accountSettings,
  accessSetup: paths.accessSetup,
} satisfies Record<HelpArticle, { path: string; titleKey: string; href: () => string }>;

/** Who may open a page: access setup explains the admin pages and runs their access check. */
export const adminArticles: ReadonlySet<HelpArticle> = new Set(['accessSetup']);

type Loader = () => Promise<string>;

// Each page of each language is its own small chunk, fetched when it is read or searched.
const contentFiles = import.meta.glob<string>('../content/*/*.md', {
  query: '?raw',
  import: 'default',
});

// What's new is the product's release notes, the same files the repository's readers see.
const changelogs: Record<Locale, Loader> = {
  en: () => import('../../../../../../CHANGELOG.md?raw').then((m) => m.default),
  fr: () => import('../../../../../../CHANGELOG.fr.md?raw').then((m) => m.default),
  es: () => import('../../../../../../CHANGELOG.es.md?raw').then((m) => m.default),
};

const fileNames: Record<Exclude<HelpArticle, 'whatsNew'>, string> = {
  gettingStarted: 'getting-started',
  accountSettings: 'account-settings',
  accessSetup: 'access-setup',
};

/** A page's source in a language: its Markdown file, or for What's new the changelog. */
export function loadArticleSource(article: HelpArticle, language: Locale): Promise<string> {
  if (article === 'whatsNew') return changelogs[language]();
  const load = contentFiles[`../content/${language}/${fileNames[article]}.md`];
  if (!load) return Promise.reject(new Error(`No help page ${article} in ${language}`));
  return load();
}

/** The Markdown a page shows from its source. */
export function articleMarkdown(
  article: HelpArticle,
  source: string,
  formatDay: (day: string) => string,
): string {
  return article === 'whatsNew' ? whatsNewMarkdown(releasesOf(source), formatDay) : source;
}
