// patients.stats: the dashboard's counters and the latest completed forms.
import type { ApiDeps, TActor } from '../../context';
import { countFormsSent } from '../shared/forms-sent';
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
    // The one definition of "forms sent" (docs/product.md#entities), as the profile and the admin pages count it.
    countFormsSent(deps.prisma, practitionerId),
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
