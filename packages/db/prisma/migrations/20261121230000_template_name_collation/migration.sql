-- Template names sort as people read them ("anamnèse" between "Anamnèse" and "Bilan"), not by byte value:
-- a deterministic ICU root collation, so equality, LIKE/ILIKE and unique checks keep working as before.
-- Prisma's schema has no column-collation attribute; written by hand (the drift test checks it changes nothing else).
ALTER TABLE "templates" ALTER COLUMN "name" TYPE TEXT COLLATE "und-x-icu";
