// patients.scoreTrends: for each scored form a patient completed more than once, its totals over time with the bands
// they are read against and the positive screens (docs/scores.md#trends). Two statements whatever the number of
// submissions.
import { possibleScoreRange } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { bandsSnapshotOf, bandViewOf, bandViewsOf, positiveScreenOf, snapshotOf } from '../submissions/submission-view';
import type { TScoreTrends } from './views';

type TSeries = TScoreTrends['series'][number];

/**
 * The series are grouped by template (a form whose template was deleted falls back to its name in the snapshot);
 * each takes its name, bands and maximum from its latest completion. Series newest activity first, points oldest first.
 */
export async function scoreTrends(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>, input: { patientId: number }): Promise<TScoreTrends> {
  const practitionerId = actor.id;
  const patient = await deps.prisma.patient.findFirst({ where: { id: input.patientId, ownerId: practitionerId }, select: { id: true } });
  if (!patient) throw new AppError('NOT_FOUND');
  const rows = await deps.prisma.submission.findMany({
    where: { practitionerId, patientId: patient.id, status: 'completed', scoringEnabled: true, score: { not: null }, completedAt: { not: null } },
    select: {
      id: true,
      templateId: true,
      formName: true,
      completedAt: true,
      scoringEnabled: true,
      score: true,
      scoreBandLabel: true,
      scoreBandLevel: true,
      bandsSnapshot: true,
      fieldsSnapshot: true,
    },
    orderBy: [{ completedAt: 'asc' }, { id: 'asc' }],
  });
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.templateId !== null ? `template:${row.templateId}` : `name:${row.formName}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const series: (TSeries & { latest: number })[] = [];
  for (const [templateKey, group] of groups) {
    if (group.length < 2) continue;
    const latest = group[group.length - 1]!;
    series.push({
      templateKey,
      templateName: latest.formName,
      bands: bandViewsOf(bandsSnapshotOf(latest)),
      max: possibleScoreRange(snapshotOf(latest)).max,
      points: group.map((row) => ({
        submissionId: row.id,
        completedAt: row.completedAt!.toISOString(),
        score: row.score!,
        band: bandViewOf(row),
        positiveScreen: positiveScreenOf(row),
      })),
      latest: latest.completedAt!.getTime(),
    });
  }
  series.sort((a, b) => b.latest - a.latest);
  return { series: series.map(({ latest: _latest, ...rest }) => rest) };
}
