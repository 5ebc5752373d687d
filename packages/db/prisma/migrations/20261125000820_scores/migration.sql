-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "alert" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "band_label" TEXT;

-- AlterTable
ALTER TABLE "patients" ADD COLUMN     "latest_band_label" TEXT,
ADD COLUMN     "latest_band_level" TEXT;

-- AlterTable
ALTER TABLE "submissions" ADD COLUMN     "alert_field_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "bands_snapshot" JSONB,
ADD COLUMN     "has_alert" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "score_band_label" TEXT,
ADD COLUMN     "score_band_level" TEXT;

-- AlterTable
ALTER TABLE "templates" ADD COLUMN     "score_bands" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "validated_instrument" TEXT;

-- CreateIndex
CREATE INDEX "patients_owner_id_latest_band_level_idx" ON "patients"("owner_id", "latest_band_level");
