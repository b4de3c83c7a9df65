export { ObjectivesPage } from './components/objectives-page';
