export { SilosPage } from './components/silos-page';
