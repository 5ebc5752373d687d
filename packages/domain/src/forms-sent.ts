// "Forms sent": the one count the dashboard, the profile (/debug/user, the account deletion list) and the admin pages
// show (docs/product.md#entities, "Forms sent"). packages/api implements it once, as the SQL condition of
// services/shared/forms-sent.ts; its test checks that condition against this function row by row.

/** What the rule reads of a submission. */
export type TFormSentFacts = {
  patientId: number | null;
  /** When the invitation mail left (kept when the link is renewed). */
  sentAt: Date | null;
  /** When the patient first opened the link. */
  openedAt: Date | null;
  completedAt: Date | null;
};

/**
 * A form sent is a form in a patient's file whose link reached the patient: the mail left (`sentAt`), or the patient
 * opened it (`openedAt`) or answered it (`completedAt`). It stays sent whatever becomes of it (completed, expired,
 * cancelled). Not sent: a link only created for the practitioner to copy and never opened (status draft, also once
 * it is cancelled or has run out), and a waiting-room form until it is assigned to a patient.
 */
export function isFormSent(form: TFormSentFacts): boolean {
  return form.patientId !== null && (form.sentAt !== null || form.openedAt !== null || form.completedAt !== null);
}
