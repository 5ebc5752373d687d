// GET of a public form: the link is checked (unknown, expired, used), the first visit marks the form opened.
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { sqlOf } from '@praxiform/db';
import { resolveGenericLink } from '../links/generic-link';
import type { TPublicLink } from '../links/public-link';
import { closedLinkError, persistExpiry, tokenHashOf } from '../links/token-link';
import { publicImageBase, withLinkImageUrls } from './public-image';
import { markOpenedSql, practitionerOf, publicFormSql, type TPublicFormRow } from './statements';
import { fieldsOf, toPublicForm, type TPublicForm } from './views';

export async function loadPublicForm(deps: Pick<ApiDeps, 'prisma' | 'secretKey'>, input: { link: TPublicLink }): Promise<TPublicForm> {
  const { link } = input;
  if (link.kind === 'generic') {
    const target = await resolveGenericLink(deps, link);
    return toPublicForm({
      formName: target.template.name,
      practitioner: target.practitioner,
      instructions: null,
      // A generic link has no submission before it is completed: the template's text, as it is now.
      patientInstructions: target.template.patientInstructions,
      language: target.template.language,
      fields: withLinkImageUrls(fieldsOf(target.template.fields), publicImageBase(link)),
      expiresAt: null,
      respondent: target.respondent,
    });
  }

  // One prepared statement on the pool: the submission joined to its practitioner (this is the page's hot path).
  const [submission] = await sqlOf(deps.prisma).query<TPublicFormRow>(publicFormSql(tokenHashOf(link.token)));
  if (!submission) throw new AppError('LINK_INVALID');
  const closed = closedLinkError(submission, 'read');
  if (closed) {
    if (closed.persistExpiry) await persistExpiry(deps.prisma, submission.id);
    throw new AppError(closed.code);
  }
  if (submission.status === 'draft' || submission.status === 'sent') await sqlOf(deps.prisma).query(markOpenedSql(submission.id));
  return toPublicForm({
    formName: submission.formName,
    practitioner: practitionerOf(submission),
    instructions: submission.instructions,
    patientInstructions: submission.patientInstructions,
    language: submission.language,
    fields: withLinkImageUrls(fieldsOf(submission.fieldsSnapshot), publicImageBase(link)),
    expiresAt: submission.expiresAt,
    respondent: null,
  });
}
