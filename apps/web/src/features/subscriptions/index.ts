export { SubscriptionsPage } from './components/subscriptions-page';
