-- Who sees an announcement (docs/announcements-api.md#audience). Existing rows keep reaching everyone, as they did when
-- they were published: they may be maintenance notices, which a new account needs too; an administrator can switch
-- feature news to "before" (accounts created before it went up).
-- CreateEnum
CREATE TYPE "announcement_audience" AS ENUM ('everyone', 'before', 'trial', 'paying', 'administrators');

-- AlterTable
ALTER TABLE "announcements" ADD COLUMN     "audience" "announcement_audience" NOT NULL DEFAULT 'everyone';
