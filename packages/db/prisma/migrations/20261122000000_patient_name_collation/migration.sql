-- Patient names sort as people read them ("de Vries" near "Dubois", "Émile" near "Emma"), not by byte value, and the
-- (owner_id, last_name, first_name) index keeps serving that order: same deterministic ICU root collation as template
-- names (20261121230000). Written by hand: Prisma's schema has no column-collation attribute (no drift).
ALTER TABLE "patients" ALTER COLUMN "last_name" TYPE TEXT COLLATE "und-x-icu",
  ALTER COLUMN "first_name" TYPE TEXT COLLATE "und-x-icu";
