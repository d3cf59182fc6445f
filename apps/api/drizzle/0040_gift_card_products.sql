ALTER TABLE "gift_cards" ADD COLUMN "order_line_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_cards_sold_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gift_card" jsonb;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_to" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;