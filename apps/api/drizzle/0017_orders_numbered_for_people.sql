-- Edited by hand: the orders already placed are numbered in the order they were placed (the oldest 1001), and only
-- then does the column become an identity, whose next number follows the last one given here (decision 320).
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "orders" SET "number" = "placed"."number" FROM (SELECT "id", 1000 + row_number() OVER (ORDER BY "created_at", "id") AS "number" FROM "orders") AS "placed" WHERE "orders"."id" = "placed"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" ADD GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1);--> statement-breakpoint
SELECT setval('"orders_number_seq"', (SELECT coalesce(max("number"), 1000) + 1 FROM "orders"), false);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");
