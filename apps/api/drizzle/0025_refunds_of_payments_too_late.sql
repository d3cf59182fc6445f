-- A payment that arrives after its checkout's hold was given back, when the stock went to others meanwhile, is refunded
-- in full at once (decision 375): its refund has a reason of its own.
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK (reason in ('refund', 'cancellation', 'provider', 'sold_out'));
