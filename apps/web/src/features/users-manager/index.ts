export { UsersManagerPage } from './components/users-manager-page';
