-- CreateEnum
CREATE TYPE "announcement_level" AS ENUM ('info', 'warning');

-- DropIndex
DROP INDEX "announcements_active_published_at_idx";

-- AlterTable: publication window renamed (kept, not recreated, so existing announcements keep their dates); the text
-- becomes French (title, body) with optional English and Dutch, so the single-language column goes.
ALTER TABLE "announcements" RENAME COLUMN "published_at" TO "starts_at";
ALTER TABLE "announcements" RENAME COLUMN "expires_at" TO "ends_at";
ALTER TABLE "announcements" DROP COLUMN "locale",
ADD COLUMN     "body_en" TEXT,
ADD COLUMN     "body_nl" TEXT,
ADD COLUMN     "level" "announcement_level" NOT NULL DEFAULT 'info',
ADD COLUMN     "title_en" TEXT,
ADD COLUMN     "title_nl" TEXT;

-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "ticket_id" INTEGER;

-- AlterTable
ALTER TABLE "support_tickets" ADD COLUMN     "last_message_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "user_read_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "announcement_dismissals" (
    "user_id" INTEGER NOT NULL,
    "announcement_id" INTEGER NOT NULL,
    "dismissed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "announcement_dismissals_pkey" PRIMARY KEY ("user_id","announcement_id")
);

-- CreateIndex
CREATE INDEX "announcement_dismissals_announcement_id_idx" ON "announcement_dismissals"("announcement_id");

-- CreateIndex
CREATE INDEX "announcements_active_starts_at_idx" ON "announcements"("active", "starts_at" DESC);

-- CreateIndex
CREATE INDEX "notifications_ticket_id_idx" ON "notifications"("ticket_id");

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "support_tickets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_announcement_id_fkey" FOREIGN KEY ("announcement_id") REFERENCES "announcements"("id") ON DELETE CASCADE ON UPDATE CASCADE;
