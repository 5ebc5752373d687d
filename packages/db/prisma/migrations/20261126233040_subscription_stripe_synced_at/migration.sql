-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "stripe_synced_at" TIMESTAMP(3);
