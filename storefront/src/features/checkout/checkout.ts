// The checkout's pure part: the order payload from the cart (docs/rules.md, Checkout).
import {
  paisaToRupees,
  payableRupees,
  paysInCash,
  salePrice,
  type CheckoutPaymentMethod,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type KhaltiOrderResponse,
  type SessionUser,
} from '@pashmina/contracts';
import { lineTotal, lineTotalPaisa, type CartLine } from '@pashmina/shared-ui';

/**
 * The order payload from the cart: unit price is the sale price, amount the cart total. With a discount code, the
 * amount is the total after it as the server's check returned it (`discountedTotal`), and the server checks it again.
 * Cash on delivery pays that total rounded down to the whole rupee, as the cart shows it (payableRupees).
 */
export function buildOrderPayload(
  lines: CartLine[],
  user: SessionUser,
  paymentMethod: CheckoutPaymentMethod,
  discount?: { code: string; discountedTotal: number },
): CreateOrderRequest {
  const products_details = lines.map((line) => ({
    name: line.name,
    identity: line._id,
    quantity: line.quantity,
    unit_price: salePrice(line.price, line.discount),
    total_price: lineTotal(line),
  }));
  // Summed in paisa so the amount matches the server's integer arithmetic exactly.
  const amount = paisaToRupees(lines.reduce((sum, line) => sum + lineTotalPaisa(line), 0));
  return {
    amount: payableRupees(discount ? discount.discountedTotal : amount, paysInCash(paymentMethod)).amount,
    customer_info: { name: user.name, email: user.email, phone: user.phone, address: user.address },
    products_details,
    payment_method: paymentMethod,
    ...(discount ? { discount_code: discount.code } : {}),
  };
}

export function isKhaltiResponse(response: CreateOrderResponse): response is KhaltiOrderResponse {
  return 'data' in response && typeof response.data?.payment_url === 'string';
}
