CREATE TABLE "product_counts" (
	"category" text NOT NULL,
	"color" text NOT NULL,
	"price_bucket" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_counts_category_color_price_bucket_pk" PRIMARY KEY("category","color","price_bucket"),
	CONSTRAINT "product_counts_products_check" CHECK ("product_counts"."products" >= 0)
);
--> statement-breakpoint
CREATE INDEX "product_counts_color_idx" ON "product_counts" USING btree ("color","price_bucket");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): the counts follow every change of products one statement at a time,
-- so a bulk import adds each bucket once (docs/decisions/200). An update that moves no product between buckets (stock,
-- rating, name) writes no count; a bucket left with no product is deleted.
CREATE FUNCTION "follow_product_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "product_counts" AS c ("category", "color", "price_bucket", "products")
    SELECT "category", "color", "price_cents" / 1000, count(*) FROM "new_products" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("category", "color", "price_bucket") DO UPDATE SET "products" = c."products" + excluded."products";
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "product_counts";
  ELSE
    IF TG_OP = 'DELETE' THEN
      UPDATE "product_counts" c SET "products" = c."products" - gone."products"
      FROM (SELECT "category", "color", "price_cents" / 1000 AS "price_bucket", count(*) AS "products" FROM "old_products" GROUP BY 1, 2, 3) AS gone
      WHERE (c."category", c."color", c."price_bucket") = (gone."category", gone."color", gone."price_bucket");
    ELSE
      WITH moved AS (
        SELECT "category", "color", "price_bucket", sum("change")::integer AS "products" FROM (
          SELECT "category", "color", "price_cents" / 1000 AS "price_bucket", 1 AS "change" FROM "new_products"
          UNION ALL
          SELECT "category", "color", "price_cents" / 1000, -1 FROM "old_products"
        ) AS changes
        GROUP BY 1, 2, 3 HAVING sum("change") <> 0
      ), arrived AS (
        INSERT INTO "product_counts" AS c ("category", "color", "price_bucket", "products")
        SELECT "category", "color", "price_bucket", "products" FROM moved WHERE "products" > 0 ORDER BY 1, 2, 3
        ON CONFLICT ("category", "color", "price_bucket") DO UPDATE SET "products" = c."products" + excluded."products"
      )
      UPDATE "product_counts" c SET "products" = c."products" + moved."products" FROM moved
      WHERE moved."products" < 0
        AND (c."category", c."color", c."price_bucket") = (moved."category", moved."color", moved."price_bucket");
    END IF;
    DELETE FROM "product_counts" c USING "old_products" o
    WHERE c."products" = 0 AND (c."category", c."color", c."price_bucket") = (o."category", o."color", o."price_cents" / 1000);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_inserted_counts" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "follow_product_counts"();--> statement-breakpoint
CREATE TRIGGER "products_updated_counts" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_products" NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "follow_product_counts"();--> statement-breakpoint
CREATE TRIGGER "products_deleted_counts" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "old_products" FOR EACH STATEMENT EXECUTE FUNCTION "follow_product_counts"();--> statement-breakpoint
CREATE TRIGGER "products_truncated_counts" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "follow_product_counts"();--> statement-breakpoint
-- After the triggers, whose creation holds off writes to products until this migration commits: no product is missed.
INSERT INTO "product_counts" ("category", "color", "price_bucket", "products")
SELECT "category", "color", "price_cents" / 1000, count(*) FROM "products" GROUP BY 1, 2, 3;
