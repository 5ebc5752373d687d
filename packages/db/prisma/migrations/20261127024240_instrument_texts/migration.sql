-- AlterTable
ALTER TABLE "submissions" ADD COLUMN     "crisis_message" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "patient_instructions" TEXT;

-- AlterTable
ALTER TABLE "templates" ADD COLUMN     "crisis_message" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "patient_instructions" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "alert_emails" BOOLEAN NOT NULL DEFAULT true;
