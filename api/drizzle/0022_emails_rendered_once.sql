ALTER TABLE "emails" ADD COLUMN "rendered_html" text;--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "rendered_text" text;