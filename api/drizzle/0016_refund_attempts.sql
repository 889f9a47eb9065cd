ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "check_in_khalti" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every Khalti refund so far had its call made once, when it was written (issue 49).
UPDATE "refunds" SET "attempts" = 1, "attempted_at" = "created_at" WHERE "method" = 'khalti';
