export { ZootechTile } from './components/zootech-tile';
