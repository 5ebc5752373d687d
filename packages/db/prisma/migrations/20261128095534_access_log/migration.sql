-- CreateEnum
CREATE TYPE "patient_access_kind" AS ENUM ('patient_viewed', 'patient_list_viewed', 'submission_viewed', 'pdf_exported', 'fhir_exported', 'picture_viewed');

-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "user_agent" TEXT;

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "new_device_emails" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "patient_accesses" (
    "id" BIGSERIAL NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "actor_id" INTEGER,
    "actor_role" "user_role" NOT NULL,
    "actor_is_administrator" BOOLEAN NOT NULL DEFAULT false,
    "patient_id" INTEGER,
    "submission_id" INTEGER,
    "kind" "patient_access_kind" NOT NULL,
    "ip" TEXT,
    "user_agent" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "repeat_key" TEXT,

    CONSTRAINT "patient_accesses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "patient_accesses_repeat_key_key" ON "patient_accesses"("repeat_key");

-- CreateIndex
CREATE INDEX "patient_accesses_owner_id_created_at_idx" ON "patient_accesses"("owner_id", "created_at");

-- CreateIndex
CREATE INDEX "patient_accesses_patient_id_created_at_idx" ON "patient_accesses"("patient_id", "created_at");

-- CreateIndex
CREATE INDEX "patient_accesses_created_at_idx" ON "patient_accesses"("created_at");

-- AddForeignKey
ALTER TABLE "patient_accesses" ADD CONSTRAINT "patient_accesses_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "patient_accesses" ADD CONSTRAINT "patient_accesses_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "patient_accesses" ADD CONSTRAINT "patient_accesses_patient_id_fkey" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
