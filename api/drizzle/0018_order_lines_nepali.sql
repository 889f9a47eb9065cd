ALTER TABLE "order_lines" ADD COLUMN "product_name_ne" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_label_ne" text;