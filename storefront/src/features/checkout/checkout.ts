// The checkout's pure part: the order payload from the cart (docs/rules.md, Checkout).
import {
  CHECKOUT_PAYMENT_METHODS,
  payableRupees,
  paysInCash,
  salePrice,
  type CheckoutPaymentMethod,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type KhaltiOrderResponse,
  type Language,
  type PaymentMethodInfo,
  type SessionUser,
} from '@pashmina/contracts';
import { lineTotal, type CartLine } from '@pashmina/shared-ui';

/** Where the order goes and what the cart showed for it: the district, and goods − discount + delivery. */
export interface OrderDeliveryChoice {
  district: string;
  /** Rupees: the cart's total with the delivery. */
  total: number;
}

/**
 * The order payload from the cart: unit price is the sale price, amount the cart's total with the delivery to the
 * district (docs/rules.md, Delivery). With a discount code, the goods count after it as the server's check returned it,
 * and the server checks it all again. Cash on delivery pays that total rounded down to the whole rupee, as the cart
 * shows it (payableRupees). `language`, the page's, is where a wallet sends the shopper back (/ne/success, /ne/Cart).
 */
export function buildOrderPayload(
  lines: CartLine[],
  user: SessionUser,
  paymentMethod: CheckoutPaymentMethod,
  delivery: OrderDeliveryChoice,
  discount?: { code: string },
  language: Language = 'en',
): CreateOrderRequest {
  const products_details = lines.map((line) => ({
    name: line.name,
    identity: line._id,
    // A product with variants is sold by its variant (issue 41); a plain product's line has none.
    ...(line.variant ? { variant: line.variant } : {}),
    quantity: line.quantity,
    unit_price: salePrice(line.price, line.discount),
    total_price: lineTotal(line),
  }));
  return {
    amount: payableRupees(delivery.total, paysInCash(paymentMethod)).amount,
    customer_info: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      district: delivery.district,
    },
    products_details,
    payment_method: paymentMethod,
    ...(discount ? { discount_code: discount.code } : {}),
    language,
  };
}

export function isKhaltiResponse(response: CreateOrderResponse): response is KhaltiOrderResponse {
  return 'data' in response && typeof response.data?.payment_url === 'string';
}

/**
 * The methods the cart offers: those GET /payments/methods lists, in its order (an id this page does not know is left
 * out); the contracts' list while it has not answered. A method the API no longer lists is not offered.
 */
export function offeredMethods(listed: readonly PaymentMethodInfo[] | undefined): CheckoutPaymentMethod[] {
  if (!listed) return [...CHECKOUT_PAYMENT_METHODS];
  const known: readonly string[] = CHECKOUT_PAYMENT_METHODS;
  return listed.map((m) => m.id).filter((id) => known.includes(id));
}
