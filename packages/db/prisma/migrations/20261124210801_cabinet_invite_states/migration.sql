-- AlterTable
ALTER TABLE "cabinet_invites" ADD COLUMN     "declined_at" TIMESTAMP(3),
ADD COLUMN     "revoked_at" TIMESTAMP(3);
