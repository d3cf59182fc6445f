CREATE TABLE "balance_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "balance_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gift_card_id" uuid,
	"store_credit_user_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"checkout_session_id" uuid,
	"order_id" uuid,
	"actor_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_entries_one_account_check" CHECK (("balance_entries"."gift_card_id" is null) <> ("balance_entries"."store_credit_user_id" is null)),
	CONSTRAINT "balance_entries_kind_check" CHECK ("balance_entries"."kind" in ('issue', 'hold', 'release', 'spend', 'refund', 'adjustment', 'expiry'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"order_id" uuid,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_id" uuid,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."held_cents" >= 0 and "gift_cards"."balance_cents" >= "gift_cards"."held_cents")
);
--> statement-breakpoint
CREATE TABLE "store_credit_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_accounts_balance_check" CHECK ("store_credit_accounts"."held_cents" >= 0 and "store_credit_accounts"."balance_cents" >= "store_credit_accounts"."held_cents")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "prepaid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "to_store_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_store_credit_user_id_store_credit_accounts_user_id_fk" FOREIGN KEY ("store_credit_user_id") REFERENCES "public"."store_credit_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_mail_id_outbox_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ADD CONSTRAINT "store_credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_gift_card_idx" ON "balance_entries" USING btree ("gift_card_id","created_at");--> statement-breakpoint
CREATE INDEX "balance_entries_store_credit_idx" ON "balance_entries" USING btree ("store_credit_user_id","created_at");--> statement-breakpoint
CREATE INDEX "balance_entries_checkout_idx" ON "balance_entries" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "balance_entries_order_idx" ON "balance_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_unique" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_last4_idx" ON "gift_cards" USING btree ("last4");--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers): a ledger row moves its card's or account's balance in the statement
-- that inserts it, so the balance is the sum of the rows; the checks on the card and the account refuse it below 0 or
-- below what is held, rolling the row back with it. Concurrent rows on one card queue on its row lock.
CREATE FUNCTION "balance_entries_move_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.gift_card_id IS NOT NULL THEN
    UPDATE "gift_cards" SET "balance_cents" = "balance_cents" + NEW.amount_cents, "held_cents" = "held_cents" + NEW.held_cents
      WHERE "id" = NEW.gift_card_id;
  ELSE
    UPDATE "store_credit_accounts" SET "balance_cents" = "balance_cents" + NEW.amount_cents, "held_cents" = "held_cents" + NEW.held_cents
      WHERE "user_id" = NEW.store_credit_user_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "balance_entries_move_balance" AFTER INSERT ON "balance_entries" FOR EACH ROW EXECUTE FUNCTION "balance_entries_move_balance"();--> statement-breakpoint
-- Append-only: no row changes; one goes only with its customer's account, deleted with the customer.
CREATE FUNCTION "refuse_balance_entry_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.store_credit_user_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "store_credit_accounts" WHERE "user_id" = OLD.store_credit_user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'The ledger of gift cards and store credit cannot be changed' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "balance_entries_append_only" BEFORE UPDATE OR DELETE ON "balance_entries" FOR EACH ROW EXECUTE FUNCTION "refuse_balance_entry_change"();
--> statement-breakpoint
-- A checkout that ends unpaid, on whichever path and instance (cancelled, replaced, expired), gives back what it held
-- of gift cards and store credit in the same statement.
CREATE FUNCTION "checkout_sessions_release_prepayment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "balance_entries" ("gift_card_id", "store_credit_user_id", "kind", "held_cents", "checkout_session_id", "reason")
    SELECT "gift_card_id", "store_credit_user_id", 'release', -sum("held_cents"), NEW.id, 'Checkout ' || NEW.status
      FROM "balance_entries" WHERE "checkout_session_id" = NEW.id
      GROUP BY "gift_card_id", "store_credit_user_id" HAVING sum("held_cents") > 0;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "checkout_sessions_release_prepayment" AFTER UPDATE OF "status" ON "checkout_sessions" FOR EACH ROW
  WHEN (OLD.status = 'open' AND NEW.status IN ('cancelled', 'expired') AND NEW.prepaid_cents > 0)
  EXECUTE FUNCTION "checkout_sessions_release_prepayment"();
