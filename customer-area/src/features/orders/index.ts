export { OrdersPage } from './components/OrdersPage';
