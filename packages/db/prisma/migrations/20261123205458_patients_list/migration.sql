-- The patients list: its page of ids comes from an index-only scan in name order (id breaks ties), each patient's
-- latest submission from an index in (created_at, id) order, and its total without a search from users.patients_count.

-- DropIndex
DROP INDEX "patients_owner_id_last_name_first_name_idx";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "patients_count" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "patients_owner_id_last_name_first_name_id_idx" ON "patients"("owner_id", "last_name", "first_name", "id");

-- DropIndex
DROP INDEX "submissions_patient_id_created_at_idx";

-- CreateIndex
CREATE INDEX "submissions_patient_id_created_at_id_idx" ON "submissions"("patient_id", "created_at" DESC, "id" DESC);

-- Written by hand (Prisma's schema has no triggers): users.patients_count follows every insert, delete and change of
-- owner of patients, so the patients list's total without a search is one row read instead of a count over the
-- practitioner's file. Statement-level triggers with transition tables: a bulk insert updates each owner once.
CREATE FUNCTION patients_count_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users u SET patients_count = u.patients_count + n.delta
    FROM (SELECT owner_id, count(*)::int AS delta FROM new_rows GROUP BY owner_id) n
    WHERE u.id = n.owner_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE users u SET patients_count = u.patients_count - o.delta
    FROM (SELECT owner_id, count(*)::int AS delta FROM old_rows GROUP BY owner_id) o
    WHERE u.id = o.owner_id;
  ELSE
    -- Only a change of owner moves a patient between counts; an edit of the details touches no user row.
    UPDATE users u SET patients_count = u.patients_count + d.delta
    FROM (
      SELECT owner_id, sum(delta)::int AS delta FROM (
        SELECT n.owner_id, 1 AS delta FROM new_rows n JOIN old_rows o USING (id) WHERE n.owner_id <> o.owner_id
        UNION ALL
        SELECT o.owner_id, -1 AS delta FROM new_rows n JOIN old_rows o USING (id) WHERE n.owner_id <> o.owner_id
      ) moved GROUP BY owner_id
    ) d
    WHERE u.id = d.owner_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER patients_count_insert AFTER INSERT ON "patients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_count_follow();
CREATE TRIGGER patients_count_delete AFTER DELETE ON "patients"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_count_follow();
CREATE TRIGGER patients_count_update AFTER UPDATE ON "patients"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patients_count_follow();

UPDATE users u SET patients_count = (SELECT count(*) FROM patients p WHERE p.owner_id = u.id);
