-- "Email me about my cart and new arrivals", every change of it with its time, when a checkout ended unpaid, and what
-- the reminder worker decided for each such checkout (decision 350).
ALTER TABLE "users" ADD COLUMN "marketing_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "marketing_consent_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_consent_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"consented" boolean NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consent_changes_source_check" CHECK ("marketing_consent_changes"."source" in ('register', 'profile', 'unsubscribe'))
);
--> statement-breakpoint
ALTER TABLE "marketing_consent_changes" ADD CONSTRAINT "marketing_consent_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consent_changes_user_idx" ON "marketing_consent_changes" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkout_sessions_ended_idx" ON "checkout_sessions" USING btree ("ended_at") WHERE "checkout_sessions"."ended_at" is not null;--> statement-breakpoint
CREATE TABLE "checkout_reminders" (
	"checkout_session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_reminders_outcome_check" CHECK ("checkout_reminders"."outcome" in ('sent', 'no_consent', 'paid_since', 'superseded', 'reminded_recently'))
);
--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_reminders_sent_idx" ON "checkout_reminders" USING btree ("user_id","decided_at") WHERE "checkout_reminders"."outcome" = 'sent';
