export {
  PoliticaPage,
  PolicyPage,
  PolitiquePage,
  TerminosPage,
  TermesPage,
  TermsPage,
} from './components/legal-pages';
