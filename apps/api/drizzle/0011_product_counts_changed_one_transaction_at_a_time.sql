-- Written by hand: the counts' trigger function of 0010, now taking a transaction lock before it changes any count
-- (docs/decisions/200).
CREATE OR REPLACE FUNCTION "follow_product_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "moves" boolean := TG_OP <> 'UPDATE';
BEGIN
  -- One transaction changing the counts at a time: two that moved products between the same buckets in opposite
  -- directions would otherwise each hold one bucket's row and wait for the other's (a deadlock). A change that moves
  -- no product between buckets (stock, rating, name) neither waits nor holds anything here.
  IF TG_OP = 'UPDATE' THEN
    "moves" := EXISTS (
      SELECT 1 FROM "new_products" n JOIN "old_products" o USING ("id")
      WHERE (n."category", n."color", n."price_cents" / 1000) IS DISTINCT FROM (o."category", o."color", o."price_cents" / 1000)
    );
  END IF;
  IF "moves" THEN
    PERFORM pg_advisory_xact_lock(hashtext('product_counts'));
  END IF;
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
END $$;
