// The two kinds of public form link (a submission's token, a practitioner's generic link) and how each is recognised.
import { createHash } from 'node:crypto';
import { hashToken, type Prisma } from '@praxiform/db';
import { GENERIC_LINK_PLACEHOLDERS, OPEN_SUBMISSION_STATUSES, ZEmail, type TLocale } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { isGenericLinkSignatureValid } from './generic-link';

/** A link as the URL gives it: nothing in it is trusted until checked. */
export type TPublicLink =
  | { kind: 'token'; token: string }
  | { kind: 'generic'; templateId: string | number; userId: string | number; params: readonly string[] };

export type TRespondent = { firstName: string | null; lastName: string | null; email: string | null };

export type { DbClient } from '../templates/access';
import type { DbClient } from '../templates/access';

const TOKEN = /^[A-Za-z0-9_-]{48,128}$/;
const ID = /^[1-9][0-9]{0,9}$/;
const INT_MAX = 2_147_483_647;
// Letters, spaces, apostrophes, hyphens and dots: a name a mailing tool substituted, read loosely.
const NAME = /^[\p{L}\p{M}' ’.-]+(?: [\p{L}\p{M}' ’.-]+)*$/u;
const NAME_MAX = 100;

export function isWellFormedToken(token: string): boolean {
  return TOKEN.test(token);
}

/** The token's SHA-256, which is both the submission's linkTokenHash and the upload scope of its pictures. */
export function tokenHashOf(token: string): string {
  if (!isWellFormedToken(token)) throw new AppError('LINK_INVALID');
  return hashToken(token);
}

function idOf(value: string | number): number | null {
  const text = String(value);
  if (!ID.test(text)) return null;
  const id = Number(text);
  return id <= INT_MAX ? id : null;
}

function nameOf(value: string | undefined, placeholder: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === placeholder || text.length > NAME_MAX || !NAME.test(text)) return null;
  return text;
}

function emailOf(value: string | undefined, placeholder: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === placeholder) return null;
  const parsed = ZEmail.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * Ids, segment count and signature of a generic link: `[signature]` or `[firstName, lastName, email, signature]`.
 * The identity is what a mailing tool substituted: placeholders left as they are, and values that do not look like
 * a name or an email, count as absent. Null when the link is not one the server signed.
 */
export function parseGenericLink(
  secretKey: ApiDeps['secretKey'],
  link: Extract<TPublicLink, { kind: 'generic' }>,
): { templateId: number; userId: number; respondent: TRespondent | null } | null {
  const templateId = idOf(link.templateId);
  const userId = idOf(link.userId);
  if (templateId === null || userId === null) return null;
  if (link.params.length !== 1 && link.params.length !== 4) return null;
  const signature = link.params[link.params.length - 1] ?? '';
  if (!isGenericLinkSignatureValid(secretKey, templateId, userId, signature)) return null;
  if (link.params.length === 1) return { templateId, userId, respondent: null };
  const [first, last, mail] = link.params;
  const [firstPlaceholder, lastPlaceholder, emailPlaceholder] = GENERIC_LINK_PLACEHOLDERS;
  const respondent = { firstName: nameOf(first, firstPlaceholder), lastName: nameOf(last, lastPlaceholder), email: emailOf(mail, emailPlaceholder) };
  return { templateId, userId, respondent: respondent.firstName || respondent.lastName || respondent.email ? respondent : null };
}

/** Pictures sent through a generic link share one scope per (template, practitioner). */
export function genericUploadScope(templateId: number, userId: number): string {
  return createHash('sha256').update(`generic:${templateId}:${userId}`).digest('hex');
}

export const PRACTITIONER_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  profession: true,
  customProfession: true,
  interfaceLanguage: true,
  emailNotifications: true,
} as const;

export type TPractitioner = Prisma.UserGetPayload<{ select: typeof PRACTITIONER_SELECT }>;

export type TGenericTarget = {
  templateId: number;
  userId: number;
  respondent: TRespondent | null;
  template: { id: number; name: string; language: TLocale; fields: Prisma.JsonValue; scoringEnabled: boolean };
  practitioner: TPractitioner;
  uploadScope: string;
};

/** The template behind a valid generic link: a private template of `userId` with fields; anything else is LINK_INVALID. */
export async function resolveGenericLink(
  deps: Pick<ApiDeps, 'prisma' | 'secretKey'>,
  link: Extract<TPublicLink, { kind: 'generic' }>,
  db: DbClient = deps.prisma,
): Promise<TGenericTarget> {
  const parsed = parseGenericLink(deps.secretKey, link);
  if (!parsed) throw new AppError('LINK_INVALID');
  const template = await db.template.findFirst({
    where: { id: parsed.templateId, ownerId: parsed.userId, isPublic: false },
    select: { id: true, name: true, language: true, fields: true, scoringEnabled: true, owner: { select: PRACTITIONER_SELECT } },
  });
  // A template with no question yet has nothing to fill in (and would take an empty answer): like an unknown link.
  if (!template?.owner || (Array.isArray(template.fields) && template.fields.length === 0)) throw new AppError('LINK_INVALID');
  const { owner, ...rest } = template;
  return { ...parsed, template: rest, practitioner: owner, uploadScope: genericUploadScope(parsed.templateId, parsed.userId) };
}

/** Persists the expiry of one open link whose date passed (public reads see it expired from now on). */
export async function persistExpiry(db: DbClient, submissionId: number): Promise<void> {
  await db.submission.updateMany({
    where: { id: submissionId, status: { in: [...OPEN_SUBMISSION_STATUSES] }, expiresAt: { lt: new Date() } },
    data: { status: 'expired' },
  });
}

/** The refusal for a link that no longer takes answers, or null while it is open. */
export function closedLinkError(
  submission: { status: string; expiresAt: Date | null },
  method: 'read' | 'submit',
): { code: 'LINK_EXPIRED' | 'LINK_ALREADY_USED' | 'FORM_ALREADY_SUBMITTED'; persistExpiry: boolean } | null {
  if (submission.status === 'completed') return { code: method === 'read' ? 'LINK_ALREADY_USED' : 'FORM_ALREADY_SUBMITTED', persistExpiry: false };
  if (submission.status === 'expired') return { code: 'LINK_EXPIRED', persistExpiry: false };
  if (submission.expiresAt && submission.expiresAt.getTime() < Date.now()) return { code: 'LINK_EXPIRED', persistExpiry: true };
  return null;
}
