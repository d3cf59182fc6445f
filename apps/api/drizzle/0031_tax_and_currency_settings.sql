ALTER TABLE "checkout_sessions" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "shipping_tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_rate" numeric(6, 3) DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "tax_rate" numeric(6, 3) DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "category_tax_rates" jsonb DEFAULT '{}'::jsonb NOT NULL;