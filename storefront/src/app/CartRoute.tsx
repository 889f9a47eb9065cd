// The cart with the checkout beside it: one module, so the page's lazy chunk brings both at once.
import { CartPage } from '../features/cart/components/CartPage';
import { CheckoutPanel } from '../features/checkout/components/CheckoutPanel';
import { PaymentReturnNotice } from '../features/checkout/components/PaymentReturnNotice';

export function CartRoute() {
  return <CartPage aside={<CheckoutPanel />} notice={<PaymentReturnNotice />} />;
}
