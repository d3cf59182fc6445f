CREATE TABLE "analytics_days" (
	"day" text PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"pageviews" integer NOT NULL,
	"product_viewers" integer NOT NULL,
	"cart_adders" integer NOT NULL,
	"checkout_starters" integer NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"path" text,
	"page_type" text,
	"referrer_domain" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device_class" text,
	"country" text,
	"visitor_hash" text,
	"product_id" uuid,
	"size" text,
	"quantity" integer,
	"value_cents" integer,
	"query" text,
	"result_count" integer,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_order_unique" ON "analytics_events" USING btree ("order_id");