CREATE TABLE "stats_order_moves" (
	"status" "order_status" NOT NULL,
	"month" date NOT NULL,
	"orders" bigint NOT NULL,
	"amount_paisa" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_order_totals" (
	"status" "order_status" NOT NULL,
	"month" date NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"amount_paisa" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_order_totals_status_month_pk" PRIMARY KEY("status","month")
);
--> statement-breakpoint
CREATE TABLE "stats_row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The shop's calendar: a month runs from midnight on the 1st in Nepal (Asia/Kathmandu, UTC+5:45, no daylight saving),
-- whatever the server's zone. The one definition of the dashboard's month: the triggers bucket orders with it and
-- the stats repository finds the current month with it.
CREATE FUNCTION "stats_shop_month"("at" timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN date_trunc('month', "at" AT TIME ZONE 'Asia/Kathmandu')::date;
--> statement-breakpoint
-- Records what a statement on orders moves between the (status, month) buckets, once per statement: a bulk insert
-- of 100,000 orders records a few grouped rows, not 100,000. Plain inserts into stats_order_moves: nothing shared is
-- locked here (see stats_order_moves_add for why the totals move only at commit).
CREATE FUNCTION "stats_order_moves_record"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "stats_order_moves" ("status", "month", "orders", "amount_paisa")
    SELECT "status", "stats_shop_month"("created_at"), count(*), sum("amount_paisa")
    FROM "new_orders" GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "stats_order_moves" ("status", "month", "orders", "amount_paisa")
    SELECT "status", "stats_shop_month"("created_at"), -count(*), -sum("amount_paisa")
    FROM "old_orders" GROUP BY 1, 2;
  ELSE
    -- An updated order leaves its old bucket and joins its new one; an update that moves no bucket (a transaction
    -- code, updated_at, a deleted customer's user_id) nets to zero and records nothing.
    INSERT INTO "stats_order_moves" ("status", "month", "orders", "amount_paisa")
    SELECT "status", "month", sum("n"), sum("paisa")
    FROM (
      SELECT "status", "stats_shop_month"("created_at") AS "month", 1 AS "n", "amount_paisa"::bigint AS "paisa"
      FROM "new_orders"
      UNION ALL
      SELECT "status", "stats_shop_month"("created_at"), -1, -"amount_paisa"::bigint FROM "old_orders"
    ) AS "moves"
    GROUP BY 1, 2 HAVING sum("n") <> 0 OR sum("paisa") <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Adds the transaction's recorded moves to stats_order_totals when it commits (a deferred trigger), and deletes them.
-- Why at commit: checkout locks its products (stock) and then writes the order, while a cancel writes the order and
-- then returns the stock. Were the bucket rows locked when the order is written, the two would each hold what the
-- other waits for, and PostgreSQL would abort one (deadlock). At commit a transaction takes no lock after the bucket
-- rows, and takes those in (status, month) order, so no cycle can form; a bucket row is held only until the commit ends.
-- Concurrency: INSERT … ON CONFLICT DO UPDATE locks each bucket row; a second transaction adding to the same bucket
-- waits until the first commits, then adds to the committed figure (READ COMMITTED re-reads the row), so both are
-- counted. Only the transaction's own moves are visible to the DELETE (others' are uncommitted), and the first
-- firing of the transaction takes them all: later firings find none.
CREATE FUNCTION "stats_order_moves_add"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH "moved" AS (DELETE FROM "stats_order_moves" RETURNING *)
  INSERT INTO "stats_order_totals" AS t ("status", "month", "orders", "amount_paisa")
  SELECT "status", "month", sum("orders"), sum("amount_paisa")
  FROM "moved" GROUP BY 1, 2 HAVING sum("orders") <> 0 OR sum("amount_paisa") <> 0 ORDER BY 1, 2
  ON CONFLICT ("status", "month") DO UPDATE
    SET "orders" = t."orders" + excluded."orders", "amount_paisa" = t."amount_paisa" + excluded."amount_paisa";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows of the table the trigger fired on (products, users), once per statement. These can count at once: no
-- transaction locks a product or an account after adding or deleting one, so the counter row closes no cycle.
CREATE FUNCTION "stats_row_counts_follow"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM "new_rows";
  ELSE
    SELECT -count(*) INTO delta FROM "old_rows";
  END IF;
  IF delta <> 0 THEN
    INSERT INTO "stats_row_counts" AS t ("table_name", "rows") VALUES (TG_TABLE_NAME, delta)
    ON CONFLICT ("table_name") DO UPDATE SET "rows" = t."rows" + excluded."rows";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE fires no row or transition-table triggers: the table's totals start again from nothing (for orders, the
-- moves this transaction recorded before the TRUNCATE go too).
CREATE FUNCTION "stats_totals_truncated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    DELETE FROM "stats_order_moves";
    DELETE FROM "stats_order_totals";
  ELSE
    UPDATE "stats_row_counts" SET "rows" = 0 WHERE "table_name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One trigger per event: a trigger with transition tables fires on one event only, and not on UPDATE OF columns.
-- They are created before the totals are filled: creating a trigger locks its table against writes until this
-- migration commits, so no order, product or account can slip between the counts below and the first trigger.
CREATE TRIGGER "stats_orders_inserted" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "stats_order_moves_record"();
--> statement-breakpoint
CREATE TRIGGER "stats_orders_updated" AFTER UPDATE ON "orders"
REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "stats_order_moves_record"();
--> statement-breakpoint
CREATE TRIGGER "stats_orders_deleted" AFTER DELETE ON "orders"
REFERENCING OLD TABLE AS "old_orders" FOR EACH STATEMENT EXECUTE FUNCTION "stats_order_moves_record"();
--> statement-breakpoint
CREATE TRIGGER "stats_orders_truncated" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "stats_totals_truncated"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stats_order_moves_added" AFTER INSERT ON "stats_order_moves"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "stats_order_moves_add"();
--> statement-breakpoint
CREATE TRIGGER "stats_products_inserted" AFTER INSERT ON "products"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "stats_row_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "stats_products_deleted" AFTER DELETE ON "products"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "stats_row_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "stats_products_truncated" AFTER TRUNCATE ON "products"
FOR EACH STATEMENT EXECUTE FUNCTION "stats_totals_truncated"();
--> statement-breakpoint
CREATE TRIGGER "stats_users_inserted" AFTER INSERT ON "users"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "stats_row_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "stats_users_deleted" AFTER DELETE ON "users"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "stats_row_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "stats_users_truncated" AFTER TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "stats_totals_truncated"();
--> statement-breakpoint
-- An existing shop's dashboard is right from the first start after the upgrade.
INSERT INTO "stats_order_totals" ("status", "month", "orders", "amount_paisa")
SELECT "status", "stats_shop_month"("created_at"), count(*), sum("amount_paisa")
FROM "orders" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "stats_row_counts" ("table_name", "rows")
VALUES ('products', (SELECT count(*) FROM "products")), ('users', (SELECT count(*) FROM "users"));
