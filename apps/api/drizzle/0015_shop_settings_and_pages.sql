CREATE TABLE "pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_one_row_check" CHECK ("settings"."id")
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "sender_name" text;--> statement-breakpoint
-- Every page shows the settings (header, footer, titles) and the shop's pages: their copies drop on any change.
SELECT "announce_changes_of"('settings');--> statement-breakpoint
SELECT "announce_changes_of"('pages');
