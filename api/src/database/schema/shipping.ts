import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TEXT_MESSAGE_KINDS } from '../../contracts';
import { createdAt, id, updatedAt } from './columns';
import { outboxColumns, outboxIndexes } from './outbox-columns';
import { users } from './users';

/**
 * The couriers the owner ships with (docs/rules.md, Shipping): a name, unique in any case, and a tracking link's
 * template ('' for none). An order that shipped with one keeps its id, so the courier can be renamed but not deleted.
 */
export const couriers = pgTable(
  'couriers',
  {
    id: id(),
    name: text('name').notNull(),
    trackingUrl: text('tracking_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('couriers_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const textMessageKindEnum = pgEnum('text_message_kind', TEXT_MESSAGE_KINDS);

/**
 * The outbox of text messages, as `emails` is of e-mails (docs/decisions/0008): written in the transaction of the
 * change that causes it, sent by the text worker through Sparrow SMS (or the development outbox). `text` is final
 * when queued; a phone code's text is blanked once it has gone or failed. `error_code` is Sparrow's last code.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: id(),
    kind: textMessageKindEnum('kind').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    errorCode: integer('error_code'),
    ...outboxColumns(),
  },
  (t) => outboxIndexes('text_messages', t),
);

/** The shop's own settings (GET/PUT /api/v1/settings): one row. Null contact lines fall back to SHOP_* settings. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    verifyPhoneForCashOnDelivery: boolean('verify_phone_for_cash_on_delivery').notNull().default(false),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    contactAddress: text('contact_address'),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_one_row_check', sql`${t.id} = 1`)],
);

/** Codes texted to verify an account's phone: kept hashed; ended by use, by the fifth wrong try or by a newer code. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_codes_user_created_idx').on(t.userId, t.createdAt),
    index('phone_codes_phone_created_idx').on(t.phone, t.createdAt),
  ],
);

export type CourierRow = typeof couriers.$inferSelect;
export type TextMessageRow = typeof textMessages.$inferSelect;
export type ShopSettingsRow = typeof shopSettings.$inferSelect;
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
