export { ZootechTile } from './components/zootech-tile';
export { ZootechPage } from './components/zootech-page';
