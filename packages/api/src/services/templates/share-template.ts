// templates.shareToUser: another practitioner receives their own private copy, credited to the original creator.
import { fullName } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { findOwnPrivateTemplate } from './access';
import { copyOf } from './template-content';

export async function shareTemplateToUser(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id' | 'email' | 'firstName' | 'lastName'>,
  input: { id: number; email: string },
): Promise<void> {
  const viewerId = actor.id;
  const email = input.email.trim().toLowerCase();
  if (email === actor.email.toLowerCase()) throw new AppError('SHARE_TO_SELF');
  await deps.prisma.$transaction(async (tx) => {
    // Only private forms are sent (docs/product.md#validation): a public one is duplicated from the market instead.
    const source = await findOwnPrivateTemplate(tx, viewerId, input.id, 'TEMPLATE_PUBLIC_CANNOT_BE_SENT');
    // Only practitioners who can use the app receive templates; the e-mail column is citext (any case matches).
    const recipient = await tx.user.findFirst({ where: { email, blocked: false, profileCompleted: true }, select: { id: true } });
    if (!recipient) throw new AppError('SHARE_RECIPIENT_NOT_FOUND');
    if (recipient.id === viewerId) throw new AppError('SHARE_TO_SELF');
    await tx.template.create({
      // Credit goes to the original creator, not to whoever forwarded it.
      data: { ...copyOf(source), ownerId: recipient.id, creatorId: source.creatorId, creatorName: source.creatorName },
    });
    await tx.notification.create({ data: { userId: recipient.id, kind: 'template_shared', formName: source.name, actorName: fullName(actor) } });
  });
}
