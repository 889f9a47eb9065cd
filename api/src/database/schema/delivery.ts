import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Delivery zones (docs/rules.md, Delivery): a fee, an amount above which delivery is free, cash on delivery or not. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    name: text('name').notNull(),
    feePaisa: integer('fee_paisa').notNull(),
    /** Null: never free. */
    freeFromPaisa: integer('free_from_paisa'),
    cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
    /** Free text, such as '1-2'. */
    days: text('days').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names are unique regardless of case.
    uniqueIndex('delivery_zones_name_lower_uq').on(sql`lower(${t.name})`),
    check('delivery_zones_fee_check', sql`${t.feePaisa} between 0 and 1000000`),
    check('delivery_zones_free_from_check', sql`${t.freeFromPaisa} is null or ${t.freeFromPaisa} > 0`),
  ],
);

/**
 * Which zone each of the 77 districts is in: one row a district (the key), so a district is in exactly one zone, and
 * a zone that holds districts cannot be deleted (restrict). writeDefaultDeliveryZones (migrate.ts) writes all 77; only
 * their zone changes.
 */
export const deliveryDistricts = pgTable('delivery_districts', {
  district: text('district').primaryKey(),
  zoneId: uuid('zone_id')
    .notNull()
    .references(() => deliveryZones.id, { onDelete: 'restrict' }),
});

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
