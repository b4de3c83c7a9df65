export { LegalRoute } from './components/legal-pages';
