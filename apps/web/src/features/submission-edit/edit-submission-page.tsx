// /forms/submissions/:id/edit: loads the submission (every field, the patient's answers) and opens the editor.
import { useParams } from 'react-router-dom';
import { errorCodeOf } from '../../lib/errors';
import { isDigitsOnly } from '../../routes/route-params';
import { EditLoadError, EditNotCompleted, EditNotFound, EditSkeleton } from './edit-states';
import { SubmissionEditor } from './submission-editor';
import { useSubmissionQuery } from './use-submission-edit';

const MAX_ID = 2_147_483_647;

function parseSubmissionId(value: string | undefined): number | null {
  if (!isDigitsOnly(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

function LoadedSubmission({ id }: { id: number }) {
  const query = useSubmissionQuery(id);
  if (query.error) {
    if (errorCodeOf(query.error) === 'NOT_FOUND') return <EditNotFound />;
    return <EditLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <EditSkeleton />;
  const { submission } = query.data;
  if (submission.status !== 'completed') return <EditNotCompleted patientId={submission.patientId} />;
  // Keyed by id: another submission starts a fresh editor.
  return <SubmissionEditor key={submission.id} submission={submission} />;
}

export function EditSubmissionPage() {
  const { id } = useParams();
  const submissionId = parseSubmissionId(id);
  if (submissionId === null) return <EditNotFound />;
  return <LoadedSubmission id={submissionId} />;
}
