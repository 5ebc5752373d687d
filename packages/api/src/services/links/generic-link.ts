// A practitioner's generic link (/form/{templateId}/{userId}/...): its HMAC security token, its URLs, and how a link
// the server signed is recognised and resolved to its template.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Prisma } from '@praxiform/db';
import { GENERIC_LINK_PLACEHOLDERS, ZEmail, type TLocale } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { findSendableTemplate } from '../templates/access';
import { PRACTITIONER_SELECT, type TPractitioner, type TPublicLink, type TRespondent } from './public-link';

const CONTEXT = 'generic-form:v1';
const ID = /^[1-9][0-9]{0,9}$/;
const INT_MAX = 2_147_483_647;
// Letters, spaces, apostrophes, hyphens and dots: a name a mailing tool substituted, read loosely.
const NAME = /^[\p{L}\p{M}' ’.-]+(?: [\p{L}\p{M}' ’.-]+)*$/u;
const NAME_MAX = 100;

/** base64url(HMAC-SHA256(secretKey, "generic-form:v1:{templateId}:{userId}")), 43 characters; the key is the server's secret. */
export function genericLinkSignature(secretKey: Uint8Array, templateId: number, userId: number): string {
  return createHmac('sha256', secretKey).update(`${CONTEXT}:${templateId}:${userId}`).digest('base64url');
}

export function isGenericLinkSignatureValid(secretKey: Uint8Array, templateId: number, userId: number, signature: string): boolean {
  const expected = Buffer.from(genericLinkSignature(secretKey, templateId, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The paths a practitioner pastes into a mailing (with placeholders) or a web page (without identity). */
export function genericLinkPaths(secretKey: Uint8Array, templateId: number, userId: number): { withIdentity: string; withoutIdentity: string } {
  const sig = genericLinkSignature(secretKey, templateId, userId);
  return { withIdentity: `/form/${templateId}/${userId}/PRENOM/NOM/EMAIL/${sig}`, withoutIdentity: `/form/${templateId}/${userId}/${sig}` };
}

/** submissions.genericLink: the link of one of my templates a practitioner pastes into a mailing tool or a web page. */
export async function genericLinkUrls(
  deps: Pick<ApiDeps, 'prisma' | 'appUrl' | 'secretKey'>,
  actor: Pick<TActor, 'id'>,
  input: { templateId: number },
): Promise<{ url: string; urlWithoutIdentity: string }> {
  const template = await findSendableTemplate(deps.prisma, actor.id, input.templateId);
  const paths = genericLinkPaths(deps.secretKey, template.id, actor.id);
  return { url: `${deps.appUrl}${paths.withIdentity}`, urlWithoutIdentity: `${deps.appUrl}${paths.withoutIdentity}` };
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

export type TGenericTarget = {
  templateId: number;
  userId: number;
  respondent: TRespondent | null;
  template: { id: number; name: string; language: TLocale; fields: Prisma.JsonValue; scoringEnabled: boolean; scoreBands: Prisma.JsonValue };
  practitioner: TPractitioner;
  uploadScope: string;
};

/** The template behind a valid generic link: a private template of `userId` with fields; anything else is LINK_INVALID. */
export async function resolveGenericLink(
  deps: Pick<ApiDeps, 'prisma' | 'secretKey'>,
  link: Extract<TPublicLink, { kind: 'generic' }>,
): Promise<TGenericTarget> {
  const parsed = parseGenericLink(deps.secretKey, link);
  if (!parsed) throw new AppError('LINK_INVALID');
  const template = await deps.prisma.template.findFirst({
    where: { id: parsed.templateId, ownerId: parsed.userId, isPublic: false },
    select: {
      id: true,
      name: true,
      language: true,
      fields: true,
      scoringEnabled: true,
      scoreBands: true,
      owner: { select: PRACTITIONER_SELECT },
    },
  });
  // A template with no question yet has nothing to fill in (and would take an empty answer): like an unknown link.
  if (!template?.owner || (Array.isArray(template.fields) && template.fields.length === 0)) throw new AppError('LINK_INVALID');
  const { owner, ...rest } = template;
  return { ...parsed, template: rest, practitioner: owner, uploadScope: genericUploadScope(parsed.templateId, parsed.userId) };
}
