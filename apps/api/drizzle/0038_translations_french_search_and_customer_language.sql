-- Written by hand (drizzle-kit knows no extensions or text search configurations): French read without accents, so
-- "echarpe" and "écharpe" are one word (decision 605). PGlite ships unaccent as it ships pg_trgm.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "french_unaccent" (COPY = french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "french_unaccent" ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
CREATE TABLE "search_words_fr" (
	"word" text PRIMARY KEY NOT NULL,
	"plain" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_fr_trigram_idx" ON "search_words_fr" USING gin ("plain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_fr_idx" ON "products" USING gin ((setweight(to_tsvector('french_unaccent', coalesce("translations"->'fr'->>'name', "name")), 'A') || setweight(to_tsvector('french_unaccent', coalesce("translations"->'fr'->>'description', "description")), 'B')));
--> statement-breakpoint
-- Written by hand: every word of a product's French document (its French texts, else its English ones) joins the
-- dictionary French search corrects typos against, as add_search_words does for English (migration 0005).
CREATE FUNCTION "add_search_words_fr"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words_fr" ("word", "plain")
  SELECT DISTINCT w, unaccent(w) FROM "changed_products", regexp_split_to_table(lower(
    coalesce("translations"->'fr'->>'name', "name") || ' ' || coalesce("translations"->'fr'->>'description', "description")
  ), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_added_search_words_fr" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words_fr"();--> statement-breakpoint
CREATE TRIGGER "products_changed_search_words_fr" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words_fr"();--> statement-breakpoint
INSERT INTO "search_words_fr" ("word", "plain")
SELECT DISTINCT w, unaccent(w) FROM "products", regexp_split_to_table(lower("name" || ' ' || "description"), '[^[:alnum:]]+') AS w
WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
