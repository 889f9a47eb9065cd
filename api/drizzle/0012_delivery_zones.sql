CREATE TABLE "delivery_districts" (
	"district" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"fee_paisa" integer NOT NULL,
	"free_from_paisa" integer,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"days" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_fee_check" CHECK ("delivery_zones"."fee_paisa" between 0 and 1000000),
	CONSTRAINT "delivery_zones_free_from_check" CHECK ("delivery_zones"."free_from_paisa" is null or "delivery_zones"."free_from_paisa" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_district" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_paisa" integer;--> statement-breakpoint
ALTER TABLE "delivery_districts" ADD CONSTRAINT "delivery_districts_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_name_lower_uq" ON "delivery_zones" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_check" CHECK ("orders"."delivery_paisa" is null or "orders"."delivery_paisa" >= 0);
-- The two zones of a new shop and of one upgraded from before delivery charges, with every one of the 77 districts
-- in one of them, are written after the migrations by writeDefaultDeliveryZones (api/src/database/migrate.ts), from
-- DEFAULT_DELIVERY_ZONES in the contracts: until 2026-11-28 this file wrote a copy of them here, and a database it ran
-- on keeps what it wrote (a migration runs once).
