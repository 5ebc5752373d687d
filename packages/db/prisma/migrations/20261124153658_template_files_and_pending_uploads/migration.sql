-- Who may read a file (docs/files.md): template pictures through template_files, kept by a trigger from the field
-- tree; patients' pictures get attached_at when an answer first uses them (the unattached ones are bounded and swept).

-- DropIndex
DROP INDEX "stored_files_upload_scope_idx";

-- AlterTable
ALTER TABLE "stored_files" ADD COLUMN     "attached_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "template_files" (
    "template_id" INTEGER NOT NULL,
    "file_id" UUID NOT NULL,

    CONSTRAINT "template_files_pkey" PRIMARY KEY ("template_id","file_id")
);

-- CreateIndex
CREATE INDEX "template_files_file_id_idx" ON "template_files"("file_id");

-- CreateIndex
CREATE INDEX "stored_files_upload_scope_attached_at_idx" ON "stored_files"("upload_scope", "attached_at");

-- AddForeignKey
ALTER TABLE "template_files" ADD CONSTRAINT "template_files_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_files" ADD CONSTRAINT "template_files_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (Prisma's schema has no triggers or data moves).

-- Existing templates: link only the pictures their author was allowed to use, i.e. files uploaded by the creator or
-- owner of the template or of one of the templates it was copied from (origin chain). A template that references
-- someone else's file (the hole this migration closes) gets no link, so that file stays private to its uploader.
WITH RECURSIVE chain (template_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM templates
  UNION ALL
  SELECT c.template_id, t.origin_id, c.depth + 1 FROM chain c JOIN templates t ON t.id = c.ancestor_id
  WHERE t.origin_id IS NOT NULL AND c.depth < 50
), refs AS (
  SELECT DISTINCT t.id AS template_id,
    substring(u.url #>> '{}' FROM '^/api/files/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$')::uuid AS file_id
  FROM templates t, jsonb_path_query(t.fields, 'strict $.**.imageUrl') AS u(url)
)
INSERT INTO template_files (template_id, file_id)
SELECT r.template_id, f.id FROM refs r JOIN stored_files f ON f.id = r.file_id AND f.upload_scope IS NULL
WHERE EXISTS (
  SELECT 1 FROM chain c JOIN templates a ON a.id = c.ancestor_id
  WHERE c.template_id = r.template_id AND f.owner_id IN (a.creator_id, a.owner_id)
);

-- From now on every write of a template's field tree relinks its pictures. Saving checks each reference first
-- (packages/api/src/services/files/usable-files.ts), and copies (duplicate, share, publish) carry checked trees, so
-- only files a saver was allowed to use are linked. A patient's upload (upload_scope set) is never linked.
CREATE FUNCTION template_files_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM template_files WHERE template_id = NEW.id;
  END IF;
  INSERT INTO template_files (template_id, file_id)
  SELECT DISTINCT NEW.id, f.id
  FROM jsonb_path_query(NEW.fields, 'strict $.**.imageUrl') AS u(url)
  JOIN stored_files f
    ON f.id = substring(u.url #>> '{}' FROM '^/api/files/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$')::uuid
   AND f.upload_scope IS NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER template_files_insert AFTER INSERT ON "templates"
  FOR EACH ROW EXECUTE FUNCTION template_files_follow();
CREATE TRIGGER template_files_update AFTER UPDATE OF fields ON "templates"
  FOR EACH ROW WHEN (OLD.fields IS DISTINCT FROM NEW.fields) EXECUTE FUNCTION template_files_follow();

-- Patients' pictures already used by a stored answer count as attached (the sweep keeps them).
UPDATE stored_files f SET attached_at = f.created_at
WHERE f.upload_scope IS NOT NULL AND EXISTS (
  SELECT 1 FROM submissions s
  WHERE s.practitioner_id = f.owner_id AND s.answers IS NOT NULL
    AND jsonb_path_exists(s.answers, 'strict $.* ? (@ == $id)', jsonb_build_object('id', f.id::text))
);
