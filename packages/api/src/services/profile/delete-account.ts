// Deletes the practitioner's account. The schema's ON DELETE rules remove patients, submissions (anonymous forms
// included) and private templates, and keep public templates credited through creatorName (packages/db/README.md).
import { hashToken } from '@praxiform/db';
import { ACCOUNT_DELETION_WORDS, type TLocale } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';

export async function deleteAccount(
  deps: Pick<Context, 'prisma' | 'ip'>,
  actor: Pick<TActor, 'id'>,
  input: { confirmation: string; locale: TLocale },
): Promise<void> {
  // Exact match, case included: typing the word in capitals is the deliberate act the spec asks for.
  if (input.confirmation !== ACCOUNT_DELETION_WORDS[input.locale]) throw new AppError('CONFIRMATION_WORD_MISMATCH');
  await deps.prisma.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: { email: true } });
    await tx.session.deleteMany({ where: { userId: actor.id } });
    // The actor row disappears, so the entry keeps the id and a hash of the email (not the address: it is personal data).
    await recordAudit(tx, {
      action: 'account.deleted',
      actorId: null,
      userId: actor.id,
      ip: deps.ip,
      metadata: { userId: actor.id, emailHash: hashToken(user.email.toLowerCase()) },
    });
    await tx.user.delete({ where: { id: actor.id } });
  });
}
