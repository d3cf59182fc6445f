CREATE TABLE "refund_lines" (
	"refund_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "refund_lines_quantity_check" CHECK ("refund_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"refunded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_reason_check" CHECK (reason in ('refund', 'cancellation', 'provider'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_unique" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_order_created_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_check" CHECK ("order_lines"."refunded_quantity" between 0 and "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_cents" between 0 and "orders"."amount_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'processing', 'shipped', 'completed', 'refunded', 'cancelled'));--> statement-breakpoint
-- Every refund adds its amount to its order's refunded_cents, whose check keeps the sum of an order's refunds within what
-- was paid: a refund that would exceed it fails, whatever code inserts it.
CREATE FUNCTION "refunds_add_to_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders" SET "refunded_cents" = "refunded_cents" + NEW."amount_cents" WHERE "id" = NEW."order_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "refunds_add_to_order" AFTER INSERT ON "refunds" FOR EACH ROW EXECUTE FUNCTION "refunds_add_to_order"();--> statement-breakpoint
-- Every refunded line adds its quantity to the order line's refunded_quantity (checked against the quantity bought); a
-- line of another order than the refund's is refused.
CREATE FUNCTION "refund_lines_add_to_order_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_lines" SET "refunded_quantity" = "refunded_quantity" + NEW."quantity"
  WHERE "id" = NEW."order_line_id" AND "order_id" = (SELECT "order_id" FROM "refunds" WHERE "id" = NEW."refund_id");
  IF NOT FOUND THEN
    RAISE EXCEPTION 'order line % is not a line of the refunded order', NEW."order_line_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "refund_lines_add_to_order_line" AFTER INSERT ON "refund_lines" FOR EACH ROW EXECUTE FUNCTION "refund_lines_add_to_order_line"();
