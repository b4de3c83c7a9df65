export { SitesManagerPage } from './components/sites-manager-page';
