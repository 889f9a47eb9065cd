// Orders and checkout: statuses and their labels, payment methods, the checkout's bounds and messages.

/** Every status an order can have. 'awaiting payment' is the transient state of an unverified Khalti order. */
export const ORDER_STATUSES = [
  'awaiting payment',
  'cash on delivery',
  'paid',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an admin may set (PUT /api/v1/orders/:id). */
export const ADMIN_ORDER_STATUSES = ['cash on delivery', 'paid', 'delivered', 'cancelled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** Orders in these statuses can no longer change. */
export const FINAL_ORDER_STATUSES = ['delivered', 'cancelled'] as const;
export const ORDER_FINAL_MESSAGE = 'This order is final';

/** How a status is shown: the admin dropdown's labels, and the badges of both order lists. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  'awaiting payment': 'Awaiting payment',
  'cash on delivery': 'COD',
  paid: 'paid',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return (FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** How an order is paid, as stored and shown (Order.payment_method). */
export const PAYMENT_METHODS = ['khalti', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How the checkout names the payment method (CreateOrderRequest.payment_method); khalti is the default. */
export const CHECKOUT_PAYMENT_METHODS = ['khalti', 'cashOnDelivery'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
export const DEFAULT_CHECKOUT_PAYMENT_METHOD: CheckoutPaymentMethod = 'khalti';

/** Quantity bounds of one checkout line. */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 100;
export const MAX_ORDER_LINES = 50;
/** Rs. 10 crore: far above any cart, bounds the arithmetic. */
export const MAX_ORDER_AMOUNT = 100_000_000;
/** Khalti refuses payments below Rs. 10 (1000 paisa). */
export const KHALTI_MIN_AMOUNT = 10;
export const CUSTOMER_NAME_MAX = 80;

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Please add items before proceeding to checkout.';
export const LOGIN_FIRST_MESSAGE = 'Login before Checking out';
export const ORDER_FAILED_MESSAGE = 'Failed to create order';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const LINE_QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`;
export const KHALTI_TOO_SMALL_MESSAGE = `Khalti payments must be at least Rs. ${KHALTI_MIN_AMOUNT}. Please choose cash on delivery.`;

/** The customer's order filter tabs, in order: a label and the status it asks the server for (none: all). */
export const CUSTOMER_ORDER_FILTERS: readonly { label: string; status?: OrderStatus }[] = [
  { label: 'All' },
  { label: 'Delivered', status: 'delivered' },
  { label: 'Paid', status: 'paid' },
  { label: 'Cash on Delivery', status: 'cash on delivery' },
];
export const NO_ORDERS_MESSAGE = 'You have not ordered yet.';
export const PROCESSING_NOTE = 'Processing';
export const CANCELLED_NOTE = 'Cancelled';
export const deliveredNote = (date: string) => `Delivered on ${date}`;
