export { PolicyPage, PolitiquePage, TermesPage, TermsPage } from './components/legal-pages';
