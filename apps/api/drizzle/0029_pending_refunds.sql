-- A refund is recorded pending before the provider is asked, outside any transaction, and settled once it answers
-- (decision 460). Pending, it already counts in its order's refunded_cents and its lines' refunded_quantity, so a
-- second refund at once never pays more than was paid; `restock` keeps whether its units go back to stock when settled.
ALTER TABLE "refunds" ADD COLUMN "status" text DEFAULT 'settled' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "restock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK (status in ('pending', 'settled'));--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" ("created_at") WHERE status = 'pending';--> statement-breakpoint
-- A pending refund the provider refused is removed: what it held of the order and its lines is freed.
CREATE FUNCTION "refunds_take_from_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET "refunded_cents" = "refunded_cents" - OLD."amount_cents" WHERE "id" = OLD."order_id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "refunds_take_from_order" AFTER DELETE ON "refunds" FOR EACH ROW EXECUTE FUNCTION "refunds_take_from_order"();--> statement-breakpoint
CREATE FUNCTION "refund_lines_take_from_order_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_lines" SET "refunded_quantity" = "refunded_quantity" - OLD."quantity" WHERE "id" = OLD."order_line_id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "refund_lines_take_from_order_line" AFTER DELETE ON "refund_lines" FOR EACH ROW EXECUTE FUNCTION "refund_lines_take_from_order_line"();
