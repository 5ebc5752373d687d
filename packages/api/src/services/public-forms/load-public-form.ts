// GET of a public form: the link is checked (unknown, expired, used), the first visit marks the form opened.
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { Prisma, sqlOf } from '@praxiform/db';
import type { TLocale } from '@praxiform/domain';
import { resolveGenericLink } from '../links/generic-link';
import type { TPractitioner, TPublicLink } from '../links/public-link';
import { closedLinkError, persistExpiry, tokenHashOf } from '../links/token-link';
import { publicImageBase, withLinkImageUrls } from './public-image';
import { fieldsOf, toPublicForm, type TPublicForm } from './views';

type TRow = {
  id: number;
  status: string;
  expiresAt: Date | null;
  formName: string;
  fieldsSnapshot: Prisma.JsonValue;
  instructions: string | null;
  language: TLocale;
  practitionerId: number;
  firstName: string;
  lastName: string;
  email: string;
  profession: TPractitioner['profession'];
  customProfession: string | null;
  interfaceLanguage: TPractitioner['interfaceLanguage'];
  emailNotifications: boolean;
};

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
  // One prepared statement on the pool: the submission joined to its practitioner (this is the page's hot path).
  const rows = await sqlOf(deps.prisma).query<TRow>(Prisma.sql`
    SELECT s.id, s.status::text AS status, s.expires_at AS "expiresAt", s.form_name AS "formName", s.fields_snapshot AS "fieldsSnapshot",
           s.instructions, s.language::text AS language,
           u.id AS "practitionerId", u.first_name AS "firstName", u.last_name AS "lastName", u.email::text AS email,
           u.profession::text AS profession, u.custom_profession AS "customProfession",
           u.interface_language::text AS "interfaceLanguage", u.email_notifications AS "emailNotifications"
    FROM submissions s JOIN users u ON u.id = s.practitioner_id
    WHERE s.link_token_hash = ${linkTokenHash}`);
  const row = rows[0];
  const submission = row
    ? {
        ...row,
        practitioner: {
          id: row.practitionerId,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          profession: row.profession,
          customProfession: row.customProfession,
          interfaceLanguage: row.interfaceLanguage,
          emailNotifications: row.emailNotifications,
        },
      }
    : null;
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
