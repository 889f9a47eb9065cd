ALTER TABLE "products" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ne" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ne'));--> statement-breakpoint
-- The search's words come from both names now: the generated column is made again with its new expression (a
-- generated column's expression cannot be altered before PostgreSQL 17), and its GIN index with it. Every product
-- has no Nepali name yet, so the words are the same and the typo dictionary (search_words) needs nothing.
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || coalesce(name_ne, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");
