CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"options" jsonb NOT NULL,
	"label" text NOT NULL,
	"colour" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The search's words now include the options' values ('maroon' finds a shawl woven in Maroon): the generated column
-- is made again with the new expression (PostgreSQL cannot change a generated column's expression in place), and
-- its GIN index with it. The typo fallback's words come from it through the triggers of migration 0008.
ALTER TABLE "products" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || option_words)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_uq" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_variants_colour_idx" ON "product_variants" USING btree ("colour","product_id") WHERE "product_variants"."stock" > 0;--> statement-breakpoint
CREATE INDEX "product_variants_stock_idx" ON "product_variants" USING btree ("stock");
