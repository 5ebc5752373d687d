// GET of a public form: the link is checked (unknown, expired, used), the first visit marks the form opened.
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { closedLinkError, persistExpiry, PRACTITIONER_SELECT, resolveGenericLink, tokenHashOf, type TPublicLink } from './link';
import { publicImageBase, withLinkImageUrls } from './public-image';
import { fieldsOf, toPublicForm, type TPublicForm } from './views';

export async function loadPublicForm(deps: Pick<ApiDeps, 'prisma' | 'secretKey'>, link: TPublicLink): Promise<TPublicForm> {
  if (link.kind === 'generic') {
    const target = await resolveGenericLink(deps, link);
    return toPublicForm({
      formName: target.template.name,
      practitioner: target.practitioner,
      instructions: null,
      language: target.template.language,
      fields: withLinkImageUrls(fieldsOf(target.template.fields), publicImageBase(link)),
      expiresAt: null,
      respondent: target.respondent,
    });
  }

  const linkTokenHash = tokenHashOf(link.token);
  const submission = await deps.prisma.submission.findUnique({
    where: { linkTokenHash },
    select: {
      id: true,
      status: true,
      expiresAt: true,
      formName: true,
      fieldsSnapshot: true,
      instructions: true,
      language: true,
      practitioner: { select: PRACTITIONER_SELECT },
    },
  });
  if (!submission) throw new AppError('LINK_INVALID');
  const closed = closedLinkError(submission, 'read');
  if (closed) {
    if (closed.persistExpiry) await persistExpiry(deps.prisma, submission.id);
    throw new AppError(closed.code);
  }
  if (submission.status === 'draft' || submission.status === 'sent') {
    // Conditional, so a submit that completed the form in between is never turned back into "pending".
    await deps.prisma.submission.updateMany({
      where: { id: submission.id, status: { in: ['draft', 'sent'] } },
      data: { status: 'pending', openedAt: new Date() },
    });
  }
  return toPublicForm({
    formName: submission.formName,
    practitioner: submission.practitioner,
    instructions: submission.instructions,
    language: submission.language,
    fields: withLinkImageUrls(fieldsOf(submission.fieldsSnapshot), publicImageBase(link)),
    expiresAt: submission.expiresAt,
    respondent: null,
  });
}
