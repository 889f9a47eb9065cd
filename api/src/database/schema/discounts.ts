import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { discountTypeEnum } from './enums';
import { orders } from './orders';
import { users } from './users';

/**
 * Discount codes (docs/rules.md, Discount codes). `used` is the number of orders holding a use now: taken in the
 * order's transaction by a conditional update (`used < usage_limit`), given back when the order is cancelled.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    /** In capitals: codes are matched case-insensitively by putting what people type in capitals. */
    code: text('code').notNull(),
    type: discountTypeEnum('type').notNull(),
    /** The percent (1–90), or the fixed amount in paisa. */
    value: integer('value').notNull(),
    minSubtotalPaisa: integer('min_subtotal_paisa').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** Total orders; null for no limit. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    active: boolean('active').notNull().default(true),
    used: integer('used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(t.code),
    index('discount_codes_created_idx').on(t.createdAt, t.id),
    check(
      'discount_codes_value_check',
      sql`(${t.type} = 'percent' and ${t.value} between 1 and 90) or (${t.type} = 'fixed' and ${t.value} >= 100)`,
    ),
    check('discount_codes_used_check', sql`${t.used} >= 0`),
    check('discount_codes_min_subtotal_check', sql`${t.minSubtotalPaisa} >= 0`),
    check('discount_codes_per_customer_check', sql`${t.perCustomerLimit} >= 1`),
    check('discount_codes_usage_limit_check', sql`${t.usageLimit} is null or ${t.usageLimit} >= 1`),
  ],
);

/**
 * One use of a code by one order, written in the order's transaction: who used it (account and the order's phone,
 * for the per-customer limit) and whether the order gave it back (`released`, when it was cancelled).
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: id(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    released: boolean('released').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_uq').on(t.orderId),
    index('discount_redemptions_user_idx')
      .on(t.discountId, t.userId)
      .where(sql`not ${t.released}`),
    index('discount_redemptions_phone_idx')
      .on(t.discountId, t.phone)
      .where(sql`not ${t.released}`),
  ],
);

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
