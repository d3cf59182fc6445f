-- What an open checkout holds, which may be fewer lines than it sells, the client address it was opened from, and when
-- its hold ends, which for a new account comes before its page stops taking payment (decision 470). Sessions open now
-- hold every line until their page expires, as before.
ALTER TABLE "checkout_sessions" ADD COLUMN "held_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "hold_ends_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "checkout_sessions" SET "hold_ends_at" = "expires_at", "held_lines" = (
	SELECT coalesce(jsonb_agg(jsonb_build_object('productId', line->'productId', 'size', line->'size', 'quantity', line->'quantity')), '[]'::jsonb)
	FROM jsonb_array_elements("lines") AS line
) WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_address_idx" ON "checkout_sessions" USING btree ("client_address") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "checkout_sessions_hold_ends_idx" ON "checkout_sessions" USING btree ("hold_ends_at") WHERE "checkout_sessions"."status" = 'open' AND "checkout_sessions"."held_lines" <> '[]'::jsonb;
