export { OrdersPage } from './components/OrdersPage';
export { OrderDetailsPage } from './components/OrderDetailsPage';
