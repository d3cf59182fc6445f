-- The units of an order line a received return exchanged for another size: the customer keeps a unit of the new
-- size, so they are refunded no more than units already refunded, and the database keeps both within the quantity.
ALTER TABLE "order_lines" ADD COLUMN "exchanged_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "exchanged_quantity" = least("exchanged"."quantity", "order_lines"."quantity" - "order_lines"."refunded_quantity")
FROM (
  SELECT "return_lines"."order_line_id", sum("return_lines"."received_quantity")::integer AS "quantity"
  FROM "return_lines" JOIN "returns" ON "returns"."id" = "return_lines"."return_id"
  WHERE "return_lines"."exchange_size" IS NOT NULL AND "returns"."status" IN ('received', 'closed')
  GROUP BY "return_lines"."order_line_id"
) AS "exchanged"
WHERE "order_lines"."id" = "exchanged"."order_line_id";--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_exchanged_check" CHECK (exchanged_quantity between 0 and quantity - refunded_quantity);
