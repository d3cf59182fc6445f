ALTER TABLE "products" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "age_group" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "material" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pattern" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_system" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "google_category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mpn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtins" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hide_from_channels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_condition_check" CHECK ("products"."condition" in ('new', 'refurbished', 'used'));