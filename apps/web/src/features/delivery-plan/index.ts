export { DeliveryPlanPage } from './components/delivery-plan-page';
