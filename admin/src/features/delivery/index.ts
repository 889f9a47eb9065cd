export { DeliveryPage } from './components/DeliveryPage';
