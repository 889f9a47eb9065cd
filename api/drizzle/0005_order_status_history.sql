CREATE TYPE "public"."order_status_source" AS ENUM('customer', 'admin', 'khalti', 'system');--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"source" "order_status_source" NOT NULL,
	"admin_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_at_idx" ON "order_status_history" USING btree ("order_id","at","id");--> statement-breakpoint
-- Every existing order starts its history with its creation, placed by the customer: a Khalti order was created
-- awaiting its payment, a cash order as cash on delivery. What happened since was not recorded.
INSERT INTO "order_status_history" ("order_id", "status", "source", "at")
SELECT "id",
       CASE WHEN "payment_method" = 'khalti' THEN 'awaiting payment'::"order_status" ELSE 'cash on delivery'::"order_status" END,
       'customer',
       "created_at"
FROM "orders";
