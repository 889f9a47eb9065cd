import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LANGUAGES, ROLE_ADMIN, ROLE_USER, ROLES } from '../../contracts';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    /** The account's phone was verified by a texted code (docs/rules.md, Text messages); changing it clears this. */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    address: text('address').notNull().default(''),
    /** One of the 77 districts (docs/rules.md, Delivery), or '' when the customer has not said. */
    district: text('district').notNull().default(''),
    /**
     * The language of the account's e-mails, 'en' or 'ne': the one its customer last ordered or asked for a password
     * reset in (the request's Accept-Language; docs/rules.md, Languages).
     */
    language: text('language').notNull().default('en'),
    /** ROLE_USER (a customer) or ROLE_ADMIN. */
    role: smallint('role').notNull().default(ROLE_USER),
    /** Bumped on logout, password or role change and deletion: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The seeded owner account (named 'admin'): it can be neither deleted nor demoted (docs/rules.md, Accounts). At most one. */
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail addresses are unique regardless of case; lookups use lower(email) and hit this index.
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in (${sql.raw(ROLES.join(', '))})`),
    check(
      'users_language_check',
      sql`${t.language} in (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))})`,
    ),
    uniqueIndex('users_owner_uq')
      .on(t.isOwner)
      .where(sql`${t.isOwner}`),
    check('users_owner_admin_check', sql`not ${t.isOwner} or ${t.role} = ${sql.raw(String(ROLE_ADMIN))}`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
