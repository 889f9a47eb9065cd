import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** Feedback (contact messages). The SQL table keeps its first name, `contacts`: a rename would only move data. */
export const feedback = pgTable(
  'contacts',
  {
    id: id(),
    /** The author; kept as NULL when the account is deleted so the message (and a testimonial) survives. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('contacts_featured_idx').on(t.isFeatured),
    index('contacts_created_idx').on(t.createdAt, t.id),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;
