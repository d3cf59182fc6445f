CREATE TABLE "analytics_day_counts" (
	"day" text NOT NULL,
	"report" text NOT NULL,
	"key" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_day_counts_report_day_key_detail_pk" PRIMARY KEY("report","day","key","detail")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_type" text;