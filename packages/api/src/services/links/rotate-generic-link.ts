// submissions.rotateGenericLink: a new version of a template's generic link; every copy of an older one is then an
// unknown link (docs/forms-api.md#generic-link-rotation).
import type { ApiDeps, Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { genericLinkUrlsOf, type TGenericLinkUrls } from './generic-link';

/**
 * Only the template's owner, on one of their private templates (anything else is NOT_FOUND, as an unknown id, and
 * nothing is written). No entitlement needed: an owner whose trial ended can still kill a leaked link. The version is
 * incremented by one UPDATE (two rotations at once take two versions), with its audit row in the same transaction.
 * The template's `updated_at` is left alone: its content did not change.
 */
export async function rotateGenericLink(
  deps: Pick<ApiDeps, 'prisma' | 'appUrl' | 'secretKey'> & Pick<Context, 'ip'>,
  actor: Pick<TActor, 'id'>,
  input: { templateId: number },
): Promise<TGenericLinkUrls> {
  const version = await deps.prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ version: number }[]>`
      UPDATE templates SET generic_link_version = generic_link_version + 1
      WHERE id = ${input.templateId} AND owner_id = ${actor.id} AND NOT is_public
      RETURNING generic_link_version AS version`;
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      action: 'submissions.generic_link.rotated',
      actorId: actor.id,
      target: { type: 'template', id: input.templateId },
      ip: deps.ip,
      metadata: { version: row.version },
    });
    return row.version;
  });
  return genericLinkUrlsOf(deps, input.templateId, actor.id, version);
}
