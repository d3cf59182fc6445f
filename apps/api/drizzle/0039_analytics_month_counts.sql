CREATE TABLE "analytics_month_counts" (
	"month" text NOT NULL,
	"report" text NOT NULL,
	"key" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_month_counts_report_month_key_detail_pk" PRIMARY KEY("report","month","key","detail")
);
