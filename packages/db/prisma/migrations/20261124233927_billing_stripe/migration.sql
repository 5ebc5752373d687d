-- AlterTable
ALTER TABLE "stripe_events" ADD COLUMN     "object_id" TEXT;

-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "payment_failed_at" TIMESTAMP(3),
ADD COLUMN     "stripe_price_id" TEXT,
ADD COLUMN     "stripe_status" TEXT,
ADD COLUMN     "trial_reminder_1_sent_at" TIMESTAMP(3),
ADD COLUMN     "trial_reminder_7_sent_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "trial_welcome_seen_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "subscriptions_status_trial_ends_at_idx" ON "subscriptions"("status", "trial_ends_at");

-- CreateIndex
CREATE INDEX "subscriptions_status_current_period_end_idx" ON "subscriptions"("status", "current_period_end");

-- Accounts that existed before the welcome-to-trial page have seen their start already: it is for new sign-ups.
UPDATE "users" SET "trial_welcome_seen_at" = "created_at";
