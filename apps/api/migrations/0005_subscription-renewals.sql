ALTER TABLE "subscriptions" ADD COLUMN "renewal_period" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_renewed_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_for" date;--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_order_date") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renewal_counts_check" CHECK ("subscriptions"."renewal_failures" >= 0 and "subscriptions"."renewal_attempts" >= "subscriptions"."renewal_failures");