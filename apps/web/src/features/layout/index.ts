export { AppLayout } from './components/app-layout';
