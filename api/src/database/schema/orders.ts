import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { orderStatusEnum, paymentMethodEnum } from './enums';
import { products } from './products';
import { users } from './users';

/** Orders' short numbers (#1001, …): never reused, even when an order is deleted or its transaction rolls back. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** What a customer reads out on the phone; the migration numbered the orders made before it by creation. */
    orderNumber: integer('order_number')
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull(),
    /** What the customer pays: the lines' subtotal less the discount, plus the delivery fee, less the cash rounding. */
    amountPaisa: integer('amount_paisa').notNull(),
    /** The discount code applied at checkout (in capitals), null for none, and the paisa it took off the subtotal. */
    discountCode: text('discount_code'),
    discountPaisa: integer('discount_paisa').notNull().default(0),
    /**
     * Where the parcel goes and what its delivery cost (docs/rules.md, Delivery): the district, its zone's name then,
     * and the fee in paisa (0 when free). All null for orders placed before delivery was charged.
     */
    deliveryDistrict: text('delivery_district'),
    deliveryZone: text('delivery_zone'),
    deliveryPaisa: integer('delivery_paisa'),
    /** The paisa the shop gave so that a cash-on-delivery order is paid in whole rupees (0–99); 0 for Khalti. */
    cashRoundingPaisa: integer('cash_rounding_paisa').notNull().default(0),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    address: text('address').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    transactionCode: text('transaction_code'),
    /** Paisa of its succeeded refunds: what revenue leaves out (amount − refunded). */
    refundedPaisa: integer('refunded_paisa').notNull().default(0),
    /**
     * The shipment (docs/rules.md, Shipping): the courier (its id keeps it from being deleted; its name then, so a
     * rename leaves what the customer was told), the tracking number and the courier's link for it (null without a
     * template), and when. All null until shipped, and on orders placed before shipping was recorded.
     */
    courierId: uuid('courier_id'),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_amount_check', sql`${t.amountPaisa} >= 0`),
    check('orders_discount_check', sql`${t.discountPaisa} >= 0`),
    check('orders_delivery_check', sql`${t.deliveryPaisa} is null or ${t.deliveryPaisa} >= 0`),
    check('orders_cash_rounding_check', sql`${t.cashRoundingPaisa} between 0 and 99`),
    check('orders_refunded_check', sql`${t.refundedPaisa} >= 0 and ${t.refundedPaisa} <= ${t.amountPaisa}`),
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    // The order lists: newest first (created_at desc, id desc), a customer's own or all, optionally by status.
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_courier_idx').on(t.courierId),
    // The public tracking page: an order by its number and phone.
    index('orders_number_phone_idx').on(t.orderNumber, t.customerPhone),
  ],
);

/** One line of an order. Name and unit price are snapshots, so deleting or repricing a product never rewrites history. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unitPricePaisa: integer('unit_price_paisa').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * The variant bought and its label then: a snapshot, no foreign key, so a deleted variant's orders still show
     * both (its stock is then nowhere to return to). Null for a plain product.
     */
    variantId: uuid('variant_id'),
    variantLabel: text('variant_label'),
    /**
     * The product's Nepali name and the variant's label in its options' Nepali values, as they were when ordered,
     * beside the English ones; null when there was none (and for orders placed before they were kept): the Nepali
     * pages and e-mails then show the English.
     */
    productNameNe: text('product_name_ne'),
    variantLabelNe: text('variant_label_ne'),
  },
  (t) => [
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_unit_price_check', sql`${t.unitPricePaisa} >= 0`),
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_product_idx').on(t.productId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
