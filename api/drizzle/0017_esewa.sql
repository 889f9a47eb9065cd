ALTER TYPE "public"."payment_method" ADD VALUE 'esewa';--> statement-breakpoint
ALTER TYPE "public"."order_status_source" ADD VALUE 'esewa';--> statement-breakpoint
CREATE TABLE "esewa_sandbox_payments" (
	"transaction_uuid" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"total_amount" text NOT NULL,
	"status" text NOT NULL,
	"ref_id" text,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note" text;