export { AnimalCardPage, type AnimalCardPageProps } from './components/animal-card-page';
export { AnimalSearch } from './components/animal-search';
