ALTER TABLE "shipping_zones" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): a zone's version moves on with every change of its row, of its
-- countries and of its delivery methods, whoever makes it, so a save of the zone with its methods can name the version
-- it was read at (decision 525). Nobody sets the version by hand.
CREATE FUNCTION "shipping_zones_next_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "shipping_zones_versioned" BEFORE UPDATE ON "shipping_zones" FOR EACH ROW EXECUTE FUNCTION "shipping_zones_next_version"();--> statement-breakpoint
CREATE FUNCTION "shipping_zone_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "shipping_zones" SET "updated_at" = now() WHERE "id" = OLD."zone_id";
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE "shipping_zones" SET "updated_at" = now() WHERE "id" = NEW."zone_id";
  ELSIF TG_OP = 'UPDATE' AND NEW."zone_id" IS DISTINCT FROM OLD."zone_id" THEN
    UPDATE "shipping_zones" SET "updated_at" = now() WHERE "id" = NEW."zone_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "shipping_zone_methods_version_zone" AFTER INSERT OR UPDATE OR DELETE ON "shipping_methods" FOR EACH ROW EXECUTE FUNCTION "shipping_zone_part_changed"();--> statement-breakpoint
CREATE TRIGGER "shipping_zone_countries_version_zone" AFTER INSERT OR UPDATE OR DELETE ON "shipping_zone_countries" FOR EACH ROW EXECUTE FUNCTION "shipping_zone_part_changed"();
