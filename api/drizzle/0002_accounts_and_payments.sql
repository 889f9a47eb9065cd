CREATE TABLE "khalti_sandbox_payments" (
	"pidx" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"amount_paisa" integer NOT NULL,
	"total_amount_paisa" integer NOT NULL,
	"return_url" text NOT NULL,
	"website_url" text NOT NULL,
	"purchase_order_id" text NOT NULL,
	"purchase_order_name" text NOT NULL,
	"request" jsonb NOT NULL,
	"transaction_id" text,
	"mobile" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "khalti_sandbox_payments_order_idx" ON "khalti_sandbox_payments" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_owner_uq" ON "users" USING btree ("is_owner") WHERE "users"."is_owner";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_owner_admin_check" CHECK (not "users"."is_owner" or "users"."role" = 1);--> statement-breakpoint
-- Databases seeded before this migration: the owner is the first admin account named 'admin' (the seed's).
UPDATE "users" SET "is_owner" = true WHERE "id" = (SELECT "id" FROM "users" WHERE "name" = 'admin' AND "role" = 1 ORDER BY "created_at", "id" LIMIT 1);
