// The patient list's latest band (docs/scores.md#patient-list): patients.latest_band_level/label hold the band of the
// patient's latest completed form that has one, rewritten whenever that may change (completion, assignment, edited
// answers, deletion), so the list filters and shows it without reading submissions.
import { Prisma } from '@praxiform/db';

/** One UPDATE: the band of the latest completed banded submission of the patient, or nulls when there is none. */
export function refreshLatestBandSql(patientId: number): Prisma.Sql {
  return Prisma.sql`
    UPDATE patients SET (latest_band_level, latest_band_label) = (
      SELECT s.score_band_level, s.score_band_label FROM submissions s
      WHERE s.patient_id = ${patientId} AND s.status = 'completed' AND s.score_band_level IS NOT NULL
      ORDER BY s.completed_at DESC NULLS LAST, s.id DESC LIMIT 1)
    WHERE id = ${patientId}`;
}
