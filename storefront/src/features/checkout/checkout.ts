// The checkout's pure parts: the payload (SPEC §3), the messages (SPEC §5, §8) and reading errors.
import type {
  CheckoutPaymentMethod,
  CreateOrderRequest,
  CreateOrderResponse,
  KhaltiOrderResponse,
  SessionUser,
} from '@pashmina/contracts';
import { salePrice, type CartLine } from '@pashmina/shared-ui';

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Please add items before proceeding to checkout.';
export const LOGIN_FIRST_MESSAGE = 'Login before Checking out';
export const ORDER_FAILED_MESSAGE = 'Failed to create order';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully';

const paisa = (rupees: number) => Math.round(rupees * 100);

/** The order payload from the cart: unit price is the sale price, amount the cart total. */
export function buildOrderPayload(
  lines: CartLine[],
  user: SessionUser,
  paymentMethod: CheckoutPaymentMethod,
): CreateOrderRequest {
  const products_details = lines.map((line) => {
    const unit = salePrice(line.price, line.discount);
    return {
      name: line.name,
      identity: line._id,
      quantity: line.quantity,
      unit_price: unit,
      total_price: paisa(unit * line.quantity) / 100,
    };
  });
  // Summed in paisa so the amount matches the server's integer arithmetic exactly.
  const amount = products_details.reduce((sum, l) => sum + paisa(l.total_price), 0) / 100;
  return {
    amount,
    customer_info: { name: user.name, email: user.email, phone: user.phone, address: user.address },
    products_details,
    payment_method: paymentMethod,
  };
}

export function isKhaltiAnswer(answer: CreateOrderResponse): answer is KhaltiOrderResponse {
  return 'data' in answer && typeof answer.data?.payment_url === 'string';
}

/** Status and server message of an RTK Query error. */
export function readError(error: unknown): { status?: number; message?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { status, data } = error as { status?: unknown; data?: { message?: unknown } };
  return {
    status: typeof status === 'number' ? status : undefined,
    message: typeof data?.message === 'string' ? data.message : undefined,
  };
}

/** The profile rule for phones (SPEC §5): 10 digits starting with 80 to 98. */
export function isValidPhone(phone: string): boolean {
  return /^(9[0-8]|8\d)\d{8}$/.test(phone.trim());
}
