CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
-- The admin's stats show the most wished-for products: their copies drop when a wishlist changes.
SELECT "announce_changes_of"('wishlist_items');
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text,
	"email" text NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_back_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_back_events" ADD CONSTRAINT "stock_back_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_unique" ON "stock_alerts" USING btree ("product_id",coalesce("size", ''),"email") WHERE "stock_alerts"."notified_at" is null and "stock_alerts"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_token_unique" ON "stock_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): stock of a product, or of one of its sizes, that goes from 0 to
-- more is written down as an event when someone waits for it, whatever path changed it: an admin's edit, a CSV import
-- (both replace a product's sizes, so a size row inserted with stock counts too), a refund putting stock back, or a
-- released hold (decision 345). No route has to remember it; the stock alert sender turns events into mails.
CREATE FUNCTION "record_stock_back"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  back_product uuid;
  back_size text;
BEGIN
  -- Each branch reads only the fields its table has: a statement is planned when it first runs.
  IF TG_TABLE_NAME = 'products' THEN
    back_product := NEW."id";
  ELSE
    back_product := NEW."product_id";
    back_size := NEW."size";
  END IF;
  IF EXISTS (
    SELECT 1 FROM "stock_alerts" a
    WHERE a."product_id" = back_product AND a."size" IS NOT DISTINCT FROM back_size
      AND a."notified_at" IS NULL AND a."ended_at" IS NULL
  ) THEN
    INSERT INTO "stock_back_events" ("product_id", "size") VALUES (back_product, back_size);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_stock_back" AFTER UPDATE ON "products" FOR EACH ROW WHEN (OLD."stock" = 0 AND NEW."stock" > 0) EXECUTE FUNCTION "record_stock_back"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_stock_back" AFTER UPDATE ON "product_sizes" FOR EACH ROW WHEN (OLD."stock" = 0 AND NEW."stock" > 0) EXECUTE FUNCTION "record_stock_back"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_stocked" AFTER INSERT ON "product_sizes" FOR EACH ROW WHEN (NEW."stock" > 0) EXECUTE FUNCTION "record_stock_back"();
