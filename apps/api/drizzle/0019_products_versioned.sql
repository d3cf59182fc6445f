ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): a product's version moves on with every change of its row, a change
-- of one of its sizes included (the trigger of migration 0012 rewrites the row's sizes_json), whoever makes it: an
-- admin's edit, a hold, a sale, a release or a refund (decision 315). A change of the review summary alone (rating,
-- review_count) leaves it, as an edit form holds neither; nobody sets the version by hand.
CREATE FUNCTION "products_next_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - ARRAY['rating', 'review_count', 'version', 'search_document'] IS DISTINCT FROM
     to_jsonb(OLD) - ARRAY['rating', 'review_count', 'version', 'search_document'] THEN
    NEW."version" := OLD."version" + 1;
  ELSE
    NEW."version" := OLD."version";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_versioned" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_next_version"();
