export { FarmComparisonPage } from './components/farm-comparison-page';
