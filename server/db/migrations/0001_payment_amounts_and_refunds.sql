ALTER TABLE "payment_sessions" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" numeric(12, 2);--> statement-breakpoint
-- A session not yet paid has taken nothing: the amount it was opened with is not kept.
UPDATE "payment_sessions" SET "amount" = NULL WHERE "status" <> 'paid';
