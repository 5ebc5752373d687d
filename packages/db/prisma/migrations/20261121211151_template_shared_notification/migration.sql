-- AlterEnum
ALTER TYPE "notification_kind" ADD VALUE 'template_shared';

-- Hand-written: accent-insensitive market search (unaccent(name) ILIKE unaccent(pattern)); Prisma cannot express extensions.
CREATE EXTENSION IF NOT EXISTS unaccent;
