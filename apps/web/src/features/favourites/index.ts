export { FavouritesPage } from './components/favourites-page';
