CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): every word of a product's name and description joins the
-- dictionary search corrects typos against. One statement-level insert, so bulk imports stay fast.
CREATE FUNCTION "add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM "changed_products", regexp_split_to_table(lower("name" || ' ' || "description"), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_added_search_words" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();--> statement-breakpoint
CREATE TRIGGER "products_changed_search_words" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products", regexp_split_to_table(lower("name" || ' ' || "description"), '[^[:alnum:]]+') AS w
WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
