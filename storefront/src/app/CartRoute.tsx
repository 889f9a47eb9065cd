// The cart with the checkout beside it: one module, so the page's lazy chunk brings both at once.
import { useState } from 'react';
import { type CheckoutPaymentMethod, DEFAULT_CHECKOUT_PAYMENT_METHOD, paysInCash } from '@pashmina/contracts';
import { CartPage } from '../features/cart/components/CartPage';
import { CheckoutPanel } from '../features/checkout/components/CheckoutPanel';
import { PaymentReturnNotice } from '../features/checkout/components/PaymentReturnNotice';

/** The payment method is chosen in the checkout's panel and shown in the cart's total: cash is whole rupees. */
export function CartRoute() {
  const [method, setMethod] = useState<CheckoutPaymentMethod>(DEFAULT_CHECKOUT_PAYMENT_METHOD);
  return (
    <CartPage
      inCash={paysInCash(method)}
      aside={<CheckoutPanel method={method} onMethodChange={setMethod} />}
      notice={<PaymentReturnNotice />}
    />
  );
}
