export { HelpArticlePage } from './components/help-article-page';
export { HelpHomePage } from './components/help-home-page';
