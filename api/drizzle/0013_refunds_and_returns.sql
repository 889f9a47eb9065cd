CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."return_status" AS ENUM('requested', 'approved', 'declined', 'refunded');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'order-refunded';--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'return-requested';--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'return-approved';--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'return-declined';--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paisa" integer NOT NULL,
	"reason" text NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "refund_status" NOT NULL,
	"restock" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"admin_id" uuid,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paisa" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "return_status" DEFAULT 'requested' NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "khalti_sandbox_payments" ADD COLUMN "refunded_paisa" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_created_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_pending_uq" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "return_requests_created_idx" ON "return_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_open_uq" ON "return_requests" USING btree ("order_id") WHERE "return_requests"."status" in ('requested', 'approved');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_paisa" >= 0 and "orders"."refunded_paisa" <= "orders"."amount_paisa");--> statement-breakpoint
-- Revenue counts what the shop kept: an order's amount less its succeeded refunds. The same function as migration
-- 0006's, with amount_paisa − refunded_paisa for amount_paisa, so a refund of a delivered order (an UPDATE of
-- refunded_paisa) moves its month's revenue by the refund. Every order here has refunded 0: no total changes now.
CREATE OR REPLACE FUNCTION "stats_order_moves_record"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "stats_order_moves" ("status", "month", "orders", "amount_paisa")
    SELECT "status", "stats_shop_month"("created_at"), count(*), sum("amount_paisa" - "refunded_paisa")
    FROM "new_orders" GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "stats_order_moves" ("status", "month", "orders", "amount_paisa")
    SELECT "status", "stats_shop_month"("created_at"), -count(*), -sum("amount_paisa" - "refunded_paisa")
    FROM "old_orders" GROUP BY 1, 2;
  ELSE
    INSERT INTO "stats_order_moves" ("status", "month", "orders", "amount_paisa")
    SELECT "status", "month", sum("n"), sum("paisa")
    FROM (
      SELECT "status", "stats_shop_month"("created_at") AS "month", 1 AS "n",
        ("amount_paisa" - "refunded_paisa")::bigint AS "paisa"
      FROM "new_orders"
      UNION ALL
      SELECT "status", "stats_shop_month"("created_at"), -1, -("amount_paisa" - "refunded_paisa")::bigint
      FROM "old_orders"
    ) AS "moves"
    GROUP BY 1, 2 HAVING sum("n") <> 0 OR sum("paisa") <> 0;
  END IF;
  RETURN NULL;
END
$$;
