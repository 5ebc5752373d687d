// templates.get: my private template or any public one, and whether I may edit it.
import type { ApiDeps, TActor } from '../../context';
import { findReadableTemplate } from './access';
import { toDetail, type TTemplateDetail } from './template-view';

/** A public template is edited by its creator (through the market), a private one by its owner. */
export async function getTemplate(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { id: number },
): Promise<{ template: TTemplateDetail; canEdit: boolean }> {
  const row = await findReadableTemplate(deps.prisma, actor.id, input.id);
  const canEdit = row.isPublic ? row.creatorId === actor.id : row.ownerId === actor.id;
  return { template: toDetail(row, actor.id), canEdit };
}
