-- A checkout and its order keep the promotion that discounted them (decision 395): its code and label as they were, the
-- discount of the lines, and each line's share of it. An open session holds a use of its promotion as it holds stock;
-- a paid one adds to the promotion's `used`.
ALTER TABLE "checkout_sessions" ADD COLUMN "promotion_id" uuid REFERENCES "promotions"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "promotion_label" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_discount_check" CHECK (discount_cents between 0 and subtotal_cents);--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_promotion_idx" ON "checkout_sessions" ("promotion_id") WHERE status = 'open' AND promotion_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_id" uuid REFERENCES "promotions"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_label" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK (discount_cents >= 0);--> statement-breakpoint
CREATE INDEX "orders_promotion_user_idx" ON "orders" ("promotion_id", "user_id") WHERE promotion_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_check" CHECK (discount_cents between 0 and price_cents * quantity);
