-- Returns and size exchanges asked for by customers (features/returns). A return's history is kept on its row, as the
-- moves it made; an exchange hold takes stock like a checkout's hold does until the return is resolved (decision 365).
ALTER TABLE "orders" ADD COLUMN "replaces_order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_replaces_order_id_orders_id_fk" FOREIGN KEY ("replaces_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replacement_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_status_check" CHECK (status in ('requested', 'approved', 'received', 'closed', 'rejected', 'cancelled')),
	CONSTRAINT "returns_note_check" CHECK (char_length("returns"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"exchange_size" text,
	"received_quantity" integer,
	"damaged_quantity" integer,
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_reason_check" CHECK (reason in ('too-small', 'too-large', 'not-as-pictured', 'changed-my-mind', 'arrived-damaged', 'wrong-item')),
	CONSTRAINT "return_lines_exchange_size_check" CHECK (exchange_size in ('XS', 'S', 'M', 'L', 'XL')),
	CONSTRAINT "return_lines_received_check" CHECK ("return_lines"."received_quantity" between 0 and "return_lines"."quantity"),
	CONSTRAINT "return_lines_damaged_check" CHECK ("return_lines"."damaged_quantity" between 0 and "return_lines"."received_quantity")
);
--> statement-breakpoint
CREATE TABLE "exchange_holds" (
	"return_line_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_holds_quantity_check" CHECK ("exchange_holds"."quantity" > 0),
	CONSTRAINT "exchange_holds_status_check" CHECK (status in ('held', 'released', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_holds" ADD CONSTRAINT "exchange_holds_return_line_id_return_lines_id_fk" FOREIGN KEY ("return_line_id") REFERENCES "public"."return_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_holds" ADD CONSTRAINT "exchange_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_status_created_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_return_order_line_unique" ON "return_lines" USING btree ("return_id","order_line_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");
