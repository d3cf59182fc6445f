ALTER TABLE "products" ADD COLUMN "sizes_json" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): each product keeps its sizes as the JSON the listing shows, smallest
-- first (the order of SIZES in packages/domain), rewritten whenever a size of it changes, so a listing reads each product's row and nothing more (docs/decisions/250).
CREATE FUNCTION "product_sizes_json"("product" uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '[' || coalesce(string_agg('{"size":' || to_json("size")::text || ',"stock":' || "stock", '},'
    ORDER BY array_position(ARRAY['XS', 'S', 'M', 'L', 'XL'], "size")) || '}', '') || ']'
  FROM "product_sizes" WHERE "product_id" = "product"
$$;--> statement-breakpoint
CREATE FUNCTION "follow_product_sizes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" p SET "sizes_json" = "product_sizes_json"(p."id") WHERE p."id" IN (SELECT "product_id" FROM "new_sizes");
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE "products" SET "sizes_json" = '[]' WHERE "sizes_json" <> '[]';
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" p SET "sizes_json" = "product_sizes_json"(p."id") WHERE p."id" IN (SELECT "product_id" FROM "old_sizes");
  ELSE
    UPDATE "products" p SET "sizes_json" = "product_sizes_json"(p."id")
    WHERE p."id" IN (SELECT "product_id" FROM "new_sizes" UNION SELECT "product_id" FROM "old_sizes");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_sizes_inserted_json" AFTER INSERT ON "product_sizes" REFERENCING NEW TABLE AS "new_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "follow_product_sizes"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_updated_json" AFTER UPDATE ON "product_sizes" REFERENCING OLD TABLE AS "old_sizes" NEW TABLE AS "new_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "follow_product_sizes"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_deleted_json" AFTER DELETE ON "product_sizes" REFERENCING OLD TABLE AS "old_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "follow_product_sizes"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_truncated_json" AFTER TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "follow_product_sizes"();--> statement-breakpoint
UPDATE "products" p SET "sizes_json" = "product_sizes_json"(p."id") WHERE p."id" IN (SELECT "product_id" FROM "product_sizes");
