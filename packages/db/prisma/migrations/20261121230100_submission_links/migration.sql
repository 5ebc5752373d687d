-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "actor_name" TEXT;

-- AlterTable
ALTER TABLE "stored_files" ADD COLUMN     "upload_scope" TEXT;

-- AlterTable
ALTER TABLE "submissions" ADD COLUMN     "opened_at" TIMESTAMP(3),
ADD COLUMN     "respondent_email" TEXT,
ADD COLUMN     "respondent_first_name" TEXT,
ADD COLUMN     "respondent_last_name" TEXT,
ADD COLUMN     "via_generic_link" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "stored_files_upload_scope_idx" ON "stored_files"("upload_scope");
