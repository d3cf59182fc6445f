CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"min_subtotal_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('percentage', 'fixed', 'free_shipping')),
	CONSTRAINT "promotions_value_check" CHECK (("promotions"."kind" <> 'percentage' or "promotions"."value" between 1 and 90) and ("promotions"."kind" <> 'fixed' or "promotions"."value" > 0)),
	CONSTRAINT "promotions_dates_check" CHECK ("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_used_check" CHECK ("promotions"."used" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_unique" ON "promotions" USING btree (lower("code"));--> statement-breakpoint
CREATE TABLE "product_price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"product_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_price_changes" ADD CONSTRAINT "product_price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_changes_product_idx" ON "product_price_changes" USING btree ("product_id","id");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): every price a product takes is kept with its time, whoever sets it
-- (the admin's form, an import, a script or psql), so the "lowest price in the last 30 days" shown beside a reduction
-- rests on what the shop really charged. The price a product already has counts from when it was created.
INSERT INTO "product_price_changes" ("product_id", "price_cents", "changed_at")
  SELECT "id", "price_cents", "created_at" FROM "products";--> statement-breakpoint
CREATE FUNCTION "keep_product_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."price_cents" IS DISTINCT FROM OLD."price_cents" THEN
    INSERT INTO "product_price_changes" ("product_id", "price_cents") VALUES (NEW."id", NEW."price_cents");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_price_kept" AFTER INSERT OR UPDATE OF "price_cents" ON "products" FOR EACH ROW EXECUTE FUNCTION "keep_product_price_change"();--> statement-breakpoint
-- The product page shows the price history (lowest price) and the storefront the automatic promotions' labels.
SELECT "announce_changes_of"('product_price_changes');--> statement-breakpoint
SELECT "announce_changes_of"('promotions');
