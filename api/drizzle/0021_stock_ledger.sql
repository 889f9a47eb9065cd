CREATE TYPE "public"."stock_reason" AS ENUM('order', 'cancellation', 'expired payment', 'refund restock', 'return restock', 'adjustment', 'created');--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'low-stock';--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"variant_label" text,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" "stock_reason" NOT NULL,
	"order_id" uuid,
	"by_user_id" uuid,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_at" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_seq_idx" ON "stock_movements" USING btree ("product_id","seq");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_at_check" CHECK ("products"."low_stock_at" between 0 and 1000);--> statement-breakpoint
-- The ledger begins with every product's stock as it is now (reason 'created', docs/rules.md, Stock), so that a shop
-- that sold before the ledger still has movements that sum to each product's and each variant's stock.
INSERT INTO "stock_movements" ("at", "product_id", "change", "stock_after", "reason", "note")
SELECT now(), p."id", p."stock", p."stock", 'created', 'Stock when the ledger began'
FROM "products" p
WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id");--> statement-breakpoint
INSERT INTO "stock_movements" ("at", "product_id", "variant_id", "variant_label", "change", "stock_after", "reason", "note")
SELECT now(), v."product_id", v."id", v."label", v."stock", v."stock", 'created', 'Stock when the ledger began'
FROM "product_variants" v
ORDER BY v."product_id", v."position";
