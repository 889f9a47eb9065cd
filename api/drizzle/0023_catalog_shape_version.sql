CREATE TABLE "catalog_shape_version" (
	"backend_pid" integer PRIMARY KEY NOT NULL,
	"writes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The catalog's shape for the lists' totals (docs/decisions/0085-list-totals-outlive-checkouts.md): raised, as
-- "catalog_version" is (a row per database session, seen when the transaction commits), by a statement that added or
-- deleted products, or changed anything of a product but its stock, sold count, rating, low-stock mark and update time.
-- A checkout, a cancel, a refund's restock and a review change only those, so a list's count and highest price, kept
-- under this version, outlive them. The columns are compared whole, minus those, so a column added later counts as
-- shape until said otherwise here.
CREATE FUNCTION "catalog_shape_version_count"() RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "catalog_shape_version" AS v ("backend_pid", "writes") VALUES (pg_backend_pid(), 1)
  ON CONFLICT ("backend_pid") DO UPDATE SET "writes" = v."writes" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_shape_version_raise"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "catalog_shape_version_count"();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_shape_version_raise_if_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    PERFORM "catalog_shape_version_count"();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog_shape_version_raise_if_reshaped"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "old_rows" o FULL JOIN "new_rows" n ON n."id" = o."id"
    WHERE o."id" IS NULL OR n."id" IS NULL
      OR to_jsonb(o) - '{stock,quantity_sold,rating_count,rating_sum,rating_tenths,low_stock_at,updated_at}'::text[]
        IS DISTINCT FROM
         to_jsonb(n) - '{stock,quantity_sold,rating_count,rating_sum,rating_tenths,low_stock_at,updated_at}'::text[]
  ) THEN
    PERFORM "catalog_shape_version_count"();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_shape_version_products_inserted" AFTER INSERT ON "products"
REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_shape_version_raise_if_rows"();
--> statement-breakpoint
CREATE TRIGGER "catalog_shape_version_products_updated" AFTER UPDATE ON "products"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT
EXECUTE FUNCTION "catalog_shape_version_raise_if_reshaped"();
--> statement-breakpoint
CREATE TRIGGER "catalog_shape_version_products_deleted" AFTER DELETE ON "products"
REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_shape_version_raise_if_rows"();
--> statement-breakpoint
CREATE TRIGGER "catalog_shape_version_products_truncated" AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "catalog_shape_version_raise"();
