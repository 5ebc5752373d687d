// patients.stats: the dashboard's counters and the latest completed forms.
import type { ApiDeps, TActor } from '../../context';
import { expireStaleSubmissions } from '../submissions/expire';
import { submissionViewSelect, toSubmissionView } from '../submissions/submission-view';
import type { TSubmissionView } from '../submissions/views';

export async function dashboardStats(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
): Promise<{ patients: number; sentForms: number; privateTemplates: number; recentCompletions: TSubmissionView[] }> {
  const practitionerId = actor.id;
  await expireStaleSubmissions(deps.prisma, { practitionerId });
  const [patients, sentForms, privateTemplates, recent] = await Promise.all([
    // The counter the patients triggers keep (one row) rather than a count over the file.
    deps.prisma.user.findUniqueOrThrow({ where: { id: practitionerId }, select: { patientsCount: true } }).then((user) => user.patientsCount),
    // Forms sent to a patient, whatever became of them; waiting-room links not filled in are not "sent".
    deps.prisma.submission.count({ where: { practitionerId, patientId: { not: null }, status: { not: 'anonymous' } } }),
    deps.prisma.template.count({ where: { ownerId: practitionerId, isPublic: false } }),
    deps.prisma.submission.findMany({
      where: { practitionerId, status: 'completed' },
      select: submissionViewSelect,
      orderBy: [{ completedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
      take: 5,
    }),
  ]);
  return { patients, sentForms, privateTemplates, recentCompletions: recent.map((row) => toSubmissionView(row)) };
}
