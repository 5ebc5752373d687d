-- A copy's title is its own (docs/templates-api.md): copies made before were named "Copie de …" / "Copy of …" /
-- "Kopie van …", which patients then saw as the form's title. The copies keep their origin (origin_id), which the
-- cards show; the prefix goes. Data only: the schema does not change.
UPDATE "templates"
SET "name" = regexp_replace("name", '^(Copie de|Copy of|Kopie van) ', '')
WHERE "origin_id" IS NOT NULL
  AND "name" ~ '^(Copie de|Copy of|Kopie van) .';
