-- AlterTable
ALTER TABLE "submissions" ADD COLUMN     "reminded_at" TIMESTAMP(3),
ADD COLUMN     "reminder_days" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "reminder_due_at" TIMESTAMP(3),
ADD COLUMN     "reminder_token" BYTEA;

-- CreateIndex
CREATE INDEX "submissions_reminder_due_at_idx" ON "submissions"("reminder_due_at");
