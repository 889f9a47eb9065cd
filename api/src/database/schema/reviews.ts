import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '../../contracts';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';
import { products } from './products';
import { users } from './users';

export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES);

/**
 * A customer's review of a product they received (docs/rules.md, Reviews): one per account and product, held
 * (`pending`) until the owner approves or rejects it. Only approved reviews count in the product's rating, which the
 * review service writes on `products` (rating_count, rating_sum) in the same transaction as any change of them.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The author's account; NULL once it is deleted, so the review (and the product's rating, which counts it) stays,
     * as a testimonial does.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As the public reads it, '<first name> <initial>.', written from the account's name when the review is. */
    author: text('author').notNull(),
    /** The label of the delivered line's variant then (a snapshot, as order lines keep it); null for a plain one. */
    variantLabel: text('variant_label'),
    rating: integer('rating').notNull(),
    title: text('title'),
    text: text('text').notNull(),
    status: reviewStatusEnum('status').notNull().default('pending'),
    reply: text('reply'),
    replyAt: timestamp('reply_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    // A product's approved reviews, newest first, and its figures.
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt, t.id),
    // The admin's list, newest first, optionally by status; and the dashboard's count of pending ones.
    index('reviews_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reviews_created_idx').on(t.createdAt, t.id),
    index('reviews_user_idx').on(t.userId),
  ],
);

/**
 * The review requests sent (docs/rules.md, Reviews): one row per account and product, written with the request's
 * e-mail, so nobody is asked twice about one product, whatever orders and instances there are.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The delivered order the request was about; null once deleted. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
