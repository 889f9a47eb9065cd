// Orders and checkout: statuses and their labels, payment methods, the checkout's bounds and messages.
import type { Language } from './language';
import { withThousands } from './money';
import { toDevanagariDigits } from './nepali-numbers';

/** Every status an order can have. 'awaiting payment' is the transient state of an unverified Khalti order. */
export const ORDER_STATUSES = [
  'awaiting payment',
  'cash on delivery',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses an admin may set (PUT /api/v1/orders/:id). */
export const ADMIN_ORDER_STATUSES = [
  'cash on delivery',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** Orders in these statuses can no longer change. */
export const FINAL_ORDER_STATUSES = ['delivered', 'cancelled', 'refunded'] as const;
export const ORDER_FINAL_MESSAGE = 'This order is final';

/** How a status is shown, the same everywhere: the badges of both order lists, the filters and the admin's dropdown. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  'awaiting payment': 'Awaiting payment',
  'cash on delivery': 'COD',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function isFinalOrderStatus(status: OrderStatus): boolean {
  return (FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** A Khalti order set to cash on delivery (409): its money is Khalti's, never the courier's. */
export const KHALTI_ORDER_NOT_CASH_MESSAGE = 'A Khalti order cannot be set to cash on delivery.';

/** An order leaves with a courier once it is paid or to be paid at the door. */
export const SHIPPABLE_STATUSES: readonly OrderStatus[] = ['paid', 'cash on delivery'];

/**
 * The statuses an admin may move an order to from the one it has (docs/rules.md, Orders), the server's refusals and
 * the dropdown's choices alike: none from a final status; a paid order is refunded, never cancelled; a wallet's order
 * (Khalti, eSewa) is never cash on delivery.
 */
export function adminStatusMoves(from: OrderStatus, method: PaymentMethod): AdminOrderStatus[] {
  if (isFinalOrderStatus(from)) return [];
  // A parcel with the courier is only ever delivered (or, paid, refunded).
  if (from === 'shipped') return ['delivered'];
  return ADMIN_ORDER_STATUSES.filter(
    (to) =>
      to !== from &&
      !(from === 'paid' && to === 'cancelled') &&
      !(method !== 'cash' && to === 'cash on delivery') &&
      !(to === 'shipped' && !SHIPPABLE_STATUSES.includes(from)),
  );
}

/** A tracking number's length (PUT /api/v1/orders/:id with status 'shipped'). */
export const TRACKING_NUMBER_MIN = 1;
export const TRACKING_NUMBER_MAX = 40;
export const TRACKING_NUMBER_MESSAGE = `Tracking number must be ${TRACKING_NUMBER_MIN} to ${TRACKING_NUMBER_MAX} characters long`;
/** Shipping names a courier of the owner's list (409 is not it: the list is the owner's, so 400). */
export const COURIER_UNKNOWN_MESSAGE = 'Please choose one of your couriers.';
/** A shipped order is with the courier: it is delivered, or (paid) refunded, never cancelled. */
export const SHIPPED_NOT_CANCELLABLE_MESSAGE = 'A shipped order cannot be cancelled.';
export const SHIPPED_ONLY_DELIVERED_MESSAGE = 'A shipped order can only be marked delivered.';
export const NOT_SHIPPABLE_MESSAGE = 'Only a paid or cash on delivery order can be shipped.';

/** My orders' note of a shipped order: 'Shipped on 28 Nov 2026 with Pathao Parcel'. */
export const shippedNote = (date: string, courier: string) => `Shipped on ${date} with ${courier}`;

export const TRACKING_PLACEHOLDER = '{tracking}';
/** The courier's tracking link of a tracking number: the template's {tracking} filled in; none for an empty template. */
export function courierTrackingUrl(template: string, trackingNumber: string): string | null {
  if (!template.trim()) return null;
  return template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingNumber));
}

/**
 * How an order is paid, as stored and shown (Order.payment_method). Cash on delivery is stored as 'cash', its name
 * before the methods had ids of their own, so stored orders and older clients read as before.
 */
export const PAYMENT_METHODS = ['khalti', 'cash', 'esewa'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment methods' ids (CreateOrderRequest.payment_method, GET /payments/methods), in the order the cart shows
 * them; khalti is the default. Each is a provider of the API's payments module, registered by this id.
 */
export const CHECKOUT_PAYMENT_METHODS = ['khalti', 'esewa', 'cashOnDelivery'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
export const DEFAULT_CHECKOUT_PAYMENT_METHOD: CheckoutPaymentMethod = 'khalti';

/** Paid in cash at the door, or in a wallet the shopper is sent to. */
export type PaymentMethodKind = 'cash' | 'wallet';

/**
 * Each method's kind and the name its orders are stored under: the one table the API's providers and the pages read
 * (a provider declares its kind from here, so the cart and the server cannot disagree on cash).
 */
export const PAYMENT_METHOD_TRAITS: Record<
  CheckoutPaymentMethod,
  { kind: PaymentMethodKind; stored: PaymentMethod; label: string }
> = {
  khalti: { kind: 'wallet', stored: 'khalti', label: 'Khalti' },
  esewa: { kind: 'wallet', stored: 'esewa', label: 'eSewa' },
  cashOnDelivery: { kind: 'cash', stored: 'cash', label: 'Cash on delivery' },
};

/** The method id of an order's stored payment_method ('cash' is cashOnDelivery's). */
export const methodOfStored = (stored: PaymentMethod): CheckoutPaymentMethod =>
  CHECKOUT_PAYMENT_METHODS.find((id) => PAYMENT_METHOD_TRAITS[id].stored === stored) as CheckoutPaymentMethod;

/** A method by its id or its stored name. */
const traitsOf = (method: PaymentMethod | CheckoutPaymentMethod) =>
  PAYMENT_METHOD_TRAITS[
    (CHECKOUT_PAYMENT_METHODS as readonly string[]).includes(method)
      ? (method as CheckoutPaymentMethod)
      : methodOfStored(method as PaymentMethod)
  ];

/** Cash on delivery, by either name: its total is paid in whole rupees (payablePaisa). From the method's kind. */
export const paysInCash = (method: PaymentMethod | CheckoutPaymentMethod): boolean =>
  traitsOf(method).kind === 'cash';

/** How an order's payment is named to people (e-mails, lists, the CSV): 'Khalti', 'eSewa', 'Cash on delivery'. */
export const paymentMethodLabel = (method: PaymentMethod | CheckoutPaymentMethod): string =>
  traitsOf(method).label;

/** One enabled method, as GET /api/v1/payments/methods lists it. */
export interface PaymentMethodInfo {
  id: CheckoutPaymentMethod;
  label: string;
  kind: PaymentMethodKind;
}

/** Checkout with a method that is unknown or not enabled (PAYMENT_METHODS). */
export const PAYMENT_METHOD_MESSAGE = 'Please choose a payment method.';

/** Quantity bounds of one checkout line. */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 100;
export const MAX_ORDER_LINES = 50;
/**
 * Rs. 1 crore: far above any cart, and its paisa fit the orders' and payments' integer amount (DB_INTEGER_MAX).
 * The server's total must equal the amount the shopper saw, so no order can total more.
 */
export const MAX_ORDER_AMOUNT = 10_000_000;
/** Khalti refuses payments below Rs. 10 (1000 paisa). */
export const KHALTI_MIN_AMOUNT = 10;
export const CUSTOMER_NAME_MAX = 80;

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Please add items before proceeding to checkout.';
export const LOGIN_FIRST_MESSAGE = 'Login before Checking out';
export const ORDER_FAILED_MESSAGE = 'Failed to create order';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully';
export const LINE_QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`;
export const ORDER_AMOUNT_MESSAGE = 'Amount must be a number of rupees';
export const ORDER_AMOUNT_TOO_LARGE_MESSAGE = `An order can total at most Rs. ${withThousands(MAX_ORDER_AMOUNT)}. Please split it into smaller orders.`;
export const KHALTI_TOO_SMALL_MESSAGE = `Khalti payments must be at least Rs. ${KHALTI_MIN_AMOUNT}. Please choose cash on delivery.`;

/**
 * A Khalti order holds its stock until it is paid or its link expires (about an hour): one customer may hold at most
 * this many orders awaiting payment, so unpaid orders cannot empty the shop. The next Khalti checkout responds with 409.
 */
export const MAX_AWAITING_PAYMENT_ORDERS = 3;
export const AWAITING_PAYMENT_LIMIT_MESSAGE = `You already have ${MAX_AWAITING_PAYMENT_ORDERS} orders awaiting payment. Please finish paying for one of them, or cancel it, before placing another.`;

/** The customer's order filter tabs, in order: a label and the status it asks the server for (none: all). */
export const CUSTOMER_ORDER_FILTERS: readonly { label: string; status?: OrderStatus }[] = [
  { label: 'All' },
  { label: 'Delivered', status: 'delivered' },
  { label: 'Paid', status: 'paid' },
  { label: 'Cash on Delivery', status: 'cash on delivery' },
  { label: 'Shipped', status: 'shipped' },
];
export const NO_ORDERS_MESSAGE = 'You have not ordered yet.';
export const PROCESSING_NOTE = 'Processing';
export const CANCELLED_NOTE = 'Cancelled';
export const deliveredNote = (date: string) => `Delivered on ${date}`;

/** The admin's order search: a part of the order id or an order's number, so at most an id's length (36). */
export const ORDER_SEARCH_MAX = 36;

/** How an order's number is shown wherever people read it: `#1001`, in Devanagari digits in Nepali (`#१००१`). */
export const orderLabel = (orderNumber: number, language: Language = 'en'): string =>
  `#${language === 'ne' ? toDevanagariDigits(orderNumber) : orderNumber}`;
/**
 * The admin's order filter tabs, in order: a label and the status it asks the server for (none: all). A status's tab
 * reads as its badge and its dropdown choice do (ORDER_STATUS_LABELS).
 */
export const ADMIN_ORDER_FILTERS: readonly { label: string; status?: OrderStatus }[] = [
  { label: 'All' },
  ...(
    ['delivered', 'paid', 'cash on delivery', 'shipped', 'cancelled', 'awaiting payment', 'refunded'] as const
  ).map((status) => ({ label: ORDER_STATUS_LABELS[status], status })),
];

/** The CSV export's header row (GET /api/v1/orders/export.csv), in column order. */
export const ORDER_EXPORT_COLUMNS = [
  'Order ID',
  'Order number',
  'Date',
  'Status',
  'Courier',
  'Tracking number',
  'Payment method',
  'Transaction ID',
  'Customer name',
  'Email',
  'Phone',
  'Address',
  'Products',
  'Discount (Rs.)',
  'District',
  'Delivery (Rs.)',
  'Total (Rs.)',
  'Refunded (Rs.)',
] as const;
/** The export's file name for a day (YYYY-MM-DD). */
export const orderExportFilename = (day: string) => `orders-${day}.csv`;

/**
 * PUT /api/v1/orders/:id on an order awaiting a Khalti payment asks Khalti first (docs/rules.md, Orders): a completed
 * payment marks the order paid instead of the admin's change (409).
 */
export const ORDER_PAID_AT_KHALTI_MESSAGE =
  'Khalti reports this order paid: it is now marked paid and your change was not made';
/** Khalti reports a completed payment of another amount: the order waits for an admin, but cannot be cancelled. */
export const ORDER_PAYMENT_MISMATCH_MESSAGE =
  'Khalti reports a payment of another amount for this order: it cannot be cancelled';
/** Khalti could not be asked (502): nothing changed, since a payment might be lost otherwise. */
export const KHALTI_CHECK_FAILED_MESSAGE =
  'Could not check the Khalti payment of this order. Nothing was changed; please try again.';
/** 404 of an order that does not exist or is another customer's (they are told the same). */
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const ORDER_CHANGED_MEANWHILE_MESSAGE = 'The order was changed meanwhile. Please reload it.';
export const ORDER_UPDATED_MESSAGE = 'Order updated successfully';

/** POST /api/v1/orders/:id/cancel: the customer cancels their own order awaiting payment (after Khalti is asked). */
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled';
/** Only an order awaiting payment can be cancelled by its customer; the others are the shop's to change. */
export const ORDER_NOT_CANCELLABLE_MESSAGE = 'Only an order awaiting payment can be cancelled';

/** An admin's cancel of a paid order (409): the money has been taken, and only a refund gives it back and closes it. */
export const PAID_ORDER_NOT_CANCELLABLE_MESSAGE =
  'A paid order cannot be cancelled: refund it instead, which closes it once the whole amount is refunded.';
