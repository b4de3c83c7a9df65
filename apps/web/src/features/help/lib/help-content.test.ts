import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@barnboard/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import {
  HELP_ARTICLES,
  loadArticleSource,
  articleMarkdown,
  type HelpArticle,
} from './help-articles';
import { sectionsOf } from './help-sections';
import { renderMarkdown } from './render-markdown';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');
const appPaths = new Set(Object.values(paths).map((route) => route.path));

async function pagesIn(language: (typeof LOCALES)[number]) {
  const entries = await Promise.all(
    HELP_ARTICLES.map(async (article) => {
      const markdown = articleMarkdown(
        article,
        await loadArticleSource(article, language),
        (d) => d,
      );
      return [article, markdown] as const;
    }),
  );
  return new Map<HelpArticle, string>(entries);
}

const pathOfArticle = new Map<string, HelpArticle>(
  HELP_ARTICLES.map((article) => [
    {
      gettingStarted: paths.gettingStarted,
      whatsNew: paths.whatsNew,
      accountSettings: paths.accountSettings,
      accessSetup: paths.accessSetup,
    }[article].path,
    article,
  ]),
);

describe.each(LOCALES)('the help pages in %s', (language) => {
  it('has every page, with sections', async () => {
    const pages = await pagesIn(language);
    for (const article of HELP_ARTICLES) {
      expect(sectionsOf(pages.get(article) ?? '').length, article).toBeGreaterThan(2);
    }
  });

  it("links only to the app's pages and to headings that exist, and shows screenshots that exist in its language", async () => {
    const pages = await pagesIn(language);
    const anchorsOf = (article: HelpArticle) =>
      new Set(sectionsOf(pages.get(article) ?? '').map((section) => section.anchor));
    for (const [article, markdown] of pages) {
      const page = document.createElement('div');
      page.innerHTML = renderMarkdown(markdown);
      for (const link of page.querySelectorAll('a')) {
        const href = link.getAttribute('href') ?? '';
        if (/^https?:/.test(href)) continue;
        const url = new URL(href, `http://app${paths.help.path}`);
        const target = href.startsWith('#') ? article : pathOfArticle.get(url.pathname);
        expect(appPaths.has(url.pathname) || href.startsWith('#'), `${article}: ${href}`).toBe(
          true,
        );
        if (url.hash && target) {
          expect(anchorsOf(target).has(url.hash.slice(1)), `${article}: ${href}`).toBe(true);
        }
      }
      for (const image of page.querySelectorAll('img')) {
        const src = image.getAttribute('src') ?? '';
        expect(src.startsWith(`/help/${language}/`), `${article}: ${src}`).toBe(true);
        expect(fs.existsSync(path.join(publicDir, src)), `${article}: ${src}`).toBe(true);
      }
    }
  });
});
