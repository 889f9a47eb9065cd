CREATE TABLE "catalog_version" (
	"backend_pid" integer PRIMARY KEY NOT NULL,
	"writes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_gender_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_gender_created_id_idx" ON "products" USING btree ("gender_category","created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
-- Counts writes of products for the catalog cache: once per statement that changed a row (a bulk insert of 100,000
-- products counts once; an update or delete that matched nothing, such as a refused delete of an unknown id, counts
-- not at all), in the row of this database session, so concurrent writers never wait for one another here and no
-- lock is taken that could close a cycle with the stock's row locks or the stats' commit-time locks. The new count
-- is seen by others exactly when the transaction commits.
CREATE FUNCTION "catalog_version_raise"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_version" AS v ("backend_pid", "writes") VALUES (pg_backend_pid(), 1)
  ON CONFLICT ("backend_pid") DO UPDATE SET "writes" = v."writes" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_version_raise_if_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    INSERT INTO "catalog_version" AS v ("backend_pid", "writes") VALUES (pg_backend_pid(), 1)
    ON CONFLICT ("backend_pid") DO UPDATE SET "writes" = v."writes" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_version_products_inserted" AFTER INSERT ON "products"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise_if_rows"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_products_updated" AFTER UPDATE ON "products"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise_if_rows"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_products_deleted" AFTER DELETE ON "products"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise_if_rows"();
--> statement-breakpoint
CREATE TRIGGER "catalog_version_products_truncated" AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_raise"();
--> statement-breakpoint
-- The words of the names, for the search's typo fallback. Words are only added: a word no product uses any more
-- finds nothing and costs one row. Digits-only words (the "No. 4711" of generated names) are left out.
CREATE FUNCTION "search_words_add"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w."lexeme" FROM "new_rows", unnest("new_rows"."search") AS w
  WHERE w."lexeme" !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "search_words_products_inserted" AFTER INSERT ON "products"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();
--> statement-breakpoint
CREATE TRIGGER "search_words_products_updated" AFTER UPDATE ON "products"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w."lexeme" FROM "products", unnest("products"."search") AS w WHERE w."lexeme" !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
