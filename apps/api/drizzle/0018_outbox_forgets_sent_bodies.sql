-- A mail's body is forgotten once SMTP has taken it (decision 315): the Outbox keeps whom, what and when.
ALTER TABLE "outbox_mails" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ALTER COLUMN "text" DROP NOT NULL;