import type { HelpArticle } from '../lib/help-articles';
import { HelpArticlePage } from './help-article-page';
import { HelpHomePage } from './help-home-page';

/** Every route of the help centre: its home, or one of its pages (one lazy entry for all). */
export function HelpPage({ page }: { page: 'home' | HelpArticle }) {
  return page === 'home' ? <HelpHomePage /> : <HelpArticlePage page={page} />;
}
