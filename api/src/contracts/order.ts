// Orders and checkout: the shapes of docs/rules.md, Checkout and Orders. Money is in rupees here; the database keeps paisa.

import type { ApiError, PageQuery } from './common';
import type { Refund, ReturnRequest } from './refund';
import type { OrderDelivery } from './delivery';
import type { OrderShipment } from './shipping';
import type { AdminOrderStatus, CheckoutPaymentMethod, OrderStatus, PaymentMethod } from './rules/order';
import type { Language } from './rules/language';

/** One line of an order: a snapshot of name and unit price (sale price at checkout). */
export interface OrderProduct {
  /** The product id; null when the product has since been deleted. */
  identity: string | null;
  name: string;
  /**
   * The product's Nepali name when it was ordered; null when it had none, and for orders placed before it was kept
   * (the Nepali pages then show `name`: orderLineNameIn).
   */
  nameNe?: string | null;
  quantity: number;
  /** Rupees. */
  unitPrice: number;
  /** The variant bought, its label a snapshot (kept when the variant is deleted); null for a plain product. */
  variant: OrderLineVariant | null;
}

/** The variant of an order line: its id (kept as it was, even once the variant is deleted) and label. */
export interface OrderLineVariant {
  _id: string;
  label: string;
  /** The label in its options' Nepali values when it was ordered; null when they had none (or before it was kept). */
  labelNe?: string | null;
}

export interface OrderCustomerInformation {
  name: string;
  email: string;
  phone: string;
}

/** What an order records of its code: null for none. */
export interface OrderDiscount {
  code: string;
  /** Rupees taken off the subtotal. */
  amount: number;
}

/** An order as GET /api/v1/orders and /api/v1/orders/:orderId return it. */
export interface Order {
  _id: string;
  /** The short number people read out and search by, from 1001 upward in the order orders were placed: shown `#1001` (orderLabel). */
  orderNumber: number;
  status: OrderStatus;
  /** Total in rupees: what the customer pays, after the discount, delivery included; whole rupees for cash on delivery. */
  amount: number;
  /** The discount code applied at checkout and the rupees it took off the subtotal; null for none. */
  discount: OrderDiscount | null;
  /** Where the parcel goes, its zone and the fee in rupees (0: free); null for orders placed before delivery was charged. */
  delivery: OrderDelivery | null;
  /**
   * Rupees the shop gave so that a cash-on-delivery order is paid in whole rupees (0 to 0.99): the total before it
   * less this is `amount`. 0 for Khalti and for orders placed before the rule ('Rounding: −Rs. 0.15' when not 0).
   */
  cashRounding: number;
  createdAt: string;
  updatedAt: string;
  products: OrderProduct[];
  customer_information: OrderCustomerInformation;
  address: string;
  payment_method: PaymentMethod;
  /** Khalti's transaction id once paid; null otherwise. */
  transaction_code: string | null;
  /**
   * Only while the order is 'awaiting payment', and only for the customer who placed it: Khalti's payment link,
   * so they can finish paying, and when it expires. Null otherwise.
   */
  pendingPayment?: PendingPayment | null;
  /** Only in GET /api/v1/orders/:orderId: every status the order has had, oldest first, starting with its creation. */
  statusHistory?: OrderStatusEntry[];
  /** Rupees of its succeeded refunds; 0 for none. */
  refunded: number;
  /** The courier, tracking number and link once shipped; null before, and on orders placed before shipping was recorded. */
  shipment?: OrderShipment | null;
  /** Only in an admin's GET /api/v1/orders/:orderId: every refund, oldest first. */
  refunds?: Refund[];
  /** The order's latest return request (null for none): in its customer's lists and GET, and the admin's GET. */
  returnRequest?: ReturnRequest | null;
  /** A delivered order: when its return window closes (ISO); null for any other order. */
  returnableUntil?: string | null;
}

/** Who made a status change: the customer placing the order, an admin, a wallet (Khalti or eSewa: a verified payment or a cancel), or the system (an expiry). */
export const ORDER_STATUS_SOURCES = ['customer', 'admin', 'khalti', 'system', 'esewa'] as const;
export type OrderStatusSource = (typeof ORDER_STATUS_SOURCES)[number];

/** One entry of an order's status history. */
export interface OrderStatusEntry {
  status: OrderStatus;
  /** ISO time of the change. */
  at: string;
  source: OrderStatusSource;
  /** The admin who made an 'admin' change; only admins see it (null otherwise). */
  by: { name: string; email: string } | null;
  /** An entry a refund wrote (the status may be unchanged by a part refund): its amount and method; absent otherwise. */
  refund?: { amount: number; method: PaymentMethod } | null;
  /** What a wallet reported that the shop did not record (a refund made in eSewa's merchant portal); absent otherwise. */
  note?: string | null;
}

export interface PendingPayment {
  payment_url: string;
  /** ISO time after which Khalti no longer takes the payment. */
  expires_at: string;
  /** True once expires_at has passed: the order is about to be cancelled. */
  expired: boolean;
}

/** Query of GET /api/v1/orders: the caller's own orders (an admin's: all), newest first, total in X-Total-Count. */
export interface OrderListQuery extends PageQuery {
  status?: OrderStatus;
  /** Only the orders paid this way, by its stored name (`khalti`, `esewa`, `cash`). */
  payment_method?: PaymentMethod;
  /** Admins only: the order id contains the text, or the order's number is it (`1001` or `#1001`). */
  q?: string;
}

/** Query of GET /api/v1/orders/export.csv (admin): the orders the list's search and filter match, every page. */
export interface OrderExportQuery {
  q?: string;
  status?: OrderStatus;
  payment_method?: PaymentMethod;
}

/**
 * One cart line of the checkout payload (and of the discount's check). The server reads only `identity`, `variant`
 * and `quantity`; the rest is ignored.
 */
export interface CreateOrderLine {
  /** Product id. */
  identity: string;
  /**
   * The variant's `_id`: required for a product with variants (else 400 'Please choose the options of <name>.'), and
   * 400 for another product's variant or a product without variants. Lines of one variant are merged; two variants
   * of one product are two lines.
   */
  variant?: string;
  /** Whole number, 1..100. */
  quantity: number;
  name?: string;
  unit_price?: number;
  total_price?: number;
}

export interface CreateOrderCustomerInfo {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** One of the 77 districts: it sets the delivery fee (missing or unknown: 400 'Please choose your district.'). */
  district: string;
}

/** POST /api/v1/create-orders. Duplicate identities (of one variant) are merged (their quantities added). */
export interface CreateOrderRequest {
  /**
   * The total the shopper saw, in rupees: goods − discount + delivery, rounded down to the whole rupee for cash on
   * delivery (payableRupees). It must equal the server's total or the response is 409 PriceChangedError.
   */
  amount: number;
  customer_info: CreateOrderCustomerInfo;
  products_details: CreateOrderLine[];
  payment_method: CheckoutPaymentMethod;
  /**
   * A discount code (one per order), checked again in the order's transaction: a refused code is a 409 with the
   * cart's message, and no order. `amount` is then the total after the discount.
   */
  discount_code?: string;
  /**
   * The language of the page the checkout was made on: a wallet sends the shopper back to the shop's pages in it
   * (`/ne/success`, `/ne/Cart` for 'ne'). Absent (older clients): English, as before it was sent.
   */
  language?: Language;
}

/** Response to a cash-on-delivery checkout (201). */
export interface CashOrderResponse {
  success: true;
  message: string;
  order: Order;
}

/** Where to send the shopper to pay with Khalti. */
export interface KhaltiPaymentLink {
  payment_url: string;
  pidx: string;
  order_id: string;
}

/**
 * Response to a Khalti checkout (201): axios clients read `response.data.data.payment_url`,
 * fetch clients `body.data.payment_url`.
 */
export interface KhaltiOrderResponse {
  success: true;
  message: string;
  data: KhaltiPaymentLink;
  order: Order;
}

export type CreateOrderResponse = CashOrderResponse | KhaltiOrderResponse;

/** The current figures of one requested product (409 responses of the checkout). */
export interface CartQuoteLine {
  id: string;
  /** The variant's id and label for a line of a variant (its stock is then the variant's); absent otherwise. */
  variant?: OrderLineVariant;
  name: string;
  /** Current sale price in rupees. */
  unitPrice: number;
  stock: number;
  /** The quantity asked for. */
  quantity: number;
}

/**
 * 409 of the checkout when prices changed ('Prices have changed. Please review your cart.'), a line cannot be served
 * (NOT_ENOUGH_STOCK 'Only N left of <name>', OUT_OF_STOCK '<name> is out of stock'; for a variant 'Only N left of <name> (<label>)',
 * '<name> (<label>) is out of stock') or a product no longer exists ('<name or id> is no longer available').
 * Nothing was changed. `lines` holds the products that still exist; `total` is their current total in rupees, with the
 * delivery when it is known, rounded down to the whole rupee for cash on delivery.
 */
export interface CheckoutConflictError extends ApiError {
  /** PRICES_CHANGED, OUT_OF_STOCK, NOT_ENOUGH_STOCK, NO_LONGER_AVAILABLE or CART_PRODUCT_GONE (docs/api.md). */
  code: string;
  lines: CartQuoteLine[];
  total: number;
}

/** PUT /api/v1/orders/:id (admin). `courier` and `trackingNumber` with 'shipped' only, and then required. */
export interface UpdateOrderStatusRequest {
  status: AdminOrderStatus;
  /** The name of one of the owner's couriers (GET /api/v1/couriers). */
  courier?: string;
  /** 1–40 characters. */
  trackingNumber?: string;
}

export interface UpdateOrderStatusResponse {
  success: true;
  message: string;
  order: Order;
}

/**
 * Query values of the redirect after a wallet's return (GET /api/v1/payments/khalti/return): `${PUBLIC_URL}/success?order=<id>`
 * when paid, else `${PUBLIC_URL}/Cart?payment=<outcome>`; under /ne for a checkout made on a Nepali page.
 */
export const PAYMENT_OUTCOMES = [
  'cancelled',
  'failed',
  'pending',
  'esewa-cancelled',
  'esewa-unconfirmed',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];
