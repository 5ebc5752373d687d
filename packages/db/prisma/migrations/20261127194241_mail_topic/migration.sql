-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "topic" TEXT;

-- CreateIndex
CREATE INDEX "mail_outbox_topic_idx" ON "mail_outbox"("topic");
