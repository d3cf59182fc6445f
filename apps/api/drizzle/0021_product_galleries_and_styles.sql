-- A product's pictures in order, each { url, alt } (an empty alt reads as the name and the picture's place), and the
-- style it shares with the same piece in other colours (decisions 335 and 340). `image` stays the first picture's url.
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "style" text;--> statement-breakpoint
CREATE INDEX "products_style_idx" ON "products" USING btree ("style") WHERE "style" IS NOT NULL;
