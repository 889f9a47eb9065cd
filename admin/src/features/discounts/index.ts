export { DiscountsPage } from './components/DiscountsPage';
export { CreateDiscountPage } from './components/CreateDiscountPage';
export { EditDiscountPage } from './components/EditDiscountPage';
