CREATE TABLE "order_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_line1" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_line2" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_postal_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_country" text;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","changed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_address_check" CHECK (("orders"."shipping_name" is null) = ("orders"."shipping_line1" is null) and ("orders"."shipping_name" is null) = ("orders"."shipping_city" is null) and ("orders"."shipping_name" is null) = ("orders"."shipping_postal_code" is null) and ("orders"."shipping_name" is null) = ("orders"."shipping_country" is null));--> statement-breakpoint
-- Orders placed before the history existed start it from what is known: pending when placed, then their status now.
INSERT INTO "order_status_changes" ("order_id", "status", "changed_at")
SELECT "id", 'pending', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_status_changes" ("order_id", "status", "changed_at")
SELECT "id", "status", "updated_at" FROM "orders" WHERE "status" <> 'pending';
