ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "check_in_khalti" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every Khalti refund so far had its call made once, when it was written (issue 49).
UPDATE "refunds" SET "attempts" = 1, "attempted_at" = "created_at" WHERE "method" = 'khalti';--> statement-breakpoint
-- A refund's history entry says it is a refund, not the order's status (a part refund of a delivered order wrote
-- 'delivered', which moved the return window).
UPDATE "order_status_history" SET "status" = 'refunded' WHERE "refund_id" IS NOT NULL;
