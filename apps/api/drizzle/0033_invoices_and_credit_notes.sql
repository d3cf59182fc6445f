CREATE TABLE "document_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_counters_kind_check" CHECK ("document_counters"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "document_counters_last_number_check" CHECK ("document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"invoice_id" uuid,
	"refund_id" uuid,
	"total_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"buyer_name" text NOT NULL,
	"data" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_kind_check" CHECK ("documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "documents_sequence_check" CHECK ("documents"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_invoice_id_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_unique" ON "documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_kind_year_sequence_unique" ON "documents" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_order_invoice_unique" ON "documents" USING btree ("order_id") WHERE "documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "documents_refund_unique" ON "documents" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "documents_issued_idx" ON "documents" USING btree ("issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);