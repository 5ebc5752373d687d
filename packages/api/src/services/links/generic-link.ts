// A practitioner's generic link (/form/{templateId}/{userId}/...): its HMAC security token, its URLs, and how a link
// the server signed is recognised and resolved to its template (docs/forms-api.md#generic-link-rotation).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Prisma } from '@praxiform/db';
import { GENERIC_LINK_PLACEHOLDERS, isEntitled, ZEmail, type TLocale } from '@praxiform/domain';
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

/**
 * base64url(HMAC-SHA256(secretKey, message)), 43 characters; the key is the server's secret. The message is
 * "generic-form:v1:{templateId}:{userId}" for version 1 (every link handed out before versions existed), and
 * "generic-form:v1:{templateId}:{userId}:{version}" for a later version (Template.genericLinkVersion).
 */
export function genericLinkSignature(secretKey: Uint8Array, templateId: number, userId: number, version = 1): string {
  const message = version === 1 ? `${CONTEXT}:${templateId}:${userId}` : `${CONTEXT}:${templateId}:${userId}:${version}`;
  return createHmac('sha256', secretKey).update(message).digest('base64url');
}

/** Constant time: the signature of this version only (an older version's is as unknown as a forged one). */
export function isGenericLinkSignatureValid(secretKey: Uint8Array, templateId: number, userId: number, signature: string, version = 1): boolean {
  const expected = Buffer.from(genericLinkSignature(secretKey, templateId, userId, version));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The paths a practitioner pastes into a mailing (with placeholders) or a web page (without identity). */
export function genericLinkPaths(
  secretKey: Uint8Array,
  templateId: number,
  userId: number,
  version = 1,
): { withIdentity: string; withoutIdentity: string } {
  const sig = genericLinkSignature(secretKey, templateId, userId, version);
  return { withIdentity: `/form/${templateId}/${userId}/PRENOM/NOM/EMAIL/${sig}`, withoutIdentity: `/form/${templateId}/${userId}/${sig}` };
}

export type TGenericLinkUrls = { url: string; urlWithoutIdentity: string };

/** The full URLs of a template's generic link at `version`. */
export function genericLinkUrlsOf(
  deps: Pick<ApiDeps, 'appUrl' | 'secretKey'>,
  templateId: number,
  userId: number,
  version: number,
): TGenericLinkUrls {
  const paths = genericLinkPaths(deps.secretKey, templateId, userId, version);
  return { url: `${deps.appUrl}${paths.withIdentity}`, urlWithoutIdentity: `${deps.appUrl}${paths.withoutIdentity}` };
}

/** submissions.genericLink: the link of one of my templates a practitioner pastes into a mailing tool or a web page. */
export async function genericLinkUrls(
  deps: Pick<ApiDeps, 'prisma' | 'appUrl' | 'secretKey'>,
  actor: Pick<TActor, 'id'>,
  input: { templateId: number },
): Promise<TGenericLinkUrls> {
  const template = await findSendableTemplate(deps.prisma, actor.id, input.templateId);
  return genericLinkUrlsOf(deps, template.id, actor.id, template.genericLinkVersion);
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
 * a name or an email, count as absent. Null when the link cannot be one the server signed (its signature is checked
 * against the template's current version by resolveGenericLink).
 */
function readGenericLink(
  link: Extract<TPublicLink, { kind: 'generic' }>,
): { templateId: number; userId: number; signature: string; respondent: TRespondent | null } | null {
  const templateId = idOf(link.templateId);
  const userId = idOf(link.userId);
  if (templateId === null || userId === null) return null;
  if (link.params.length !== 1 && link.params.length !== 4) return null;
  const signature = link.params[link.params.length - 1] ?? '';
  if (link.params.length === 1) return { templateId, userId, signature, respondent: null };
  const [first, last, mail] = link.params;
  const [firstPlaceholder, lastPlaceholder, emailPlaceholder] = GENERIC_LINK_PLACEHOLDERS;
  const respondent = { firstName: nameOf(first, firstPlaceholder), lastName: nameOf(last, lastPlaceholder), email: emailOf(mail, emailPlaceholder) };
  return { templateId, userId, signature, respondent: respondent.firstName || respondent.lastName || respondent.email ? respondent : null };
}

/**
 * Pictures sent through a generic link share one scope per (template, practitioner, link version): version 1 keeps
 * the scope it always had, a replaced link starts with no pending picture of the old one.
 */
export function genericUploadScope(templateId: number, userId: number, version = 1): string {
  const scope = version === 1 ? `generic:${templateId}:${userId}` : `generic:${templateId}:${userId}:${version}`;
  return createHash('sha256').update(scope).digest('hex');
}

export type TGenericTarget = {
  templateId: number;
  userId: number;
  /** The template's genericLinkVersion the link was signed for: the per-link rate limit counts per version. */
  version: number;
  respondent: TRespondent | null;
  template: {
    id: number;
    name: string;
    language: TLocale;
    fields: Prisma.JsonValue;
    scoringEnabled: boolean;
    scoreBands: Prisma.JsonValue;
    /** Read from the template: a generic link has no submission (no snapshot) before it is completed. */
    patientInstructions: string | null;
    crisisMessage: boolean;
  };
  practitioner: TPractitioner;
  uploadScope: string;
};

/** What decides whether the owner may take new answers (docs/billing-api.md#states). */
const ENTITLEMENT_SELECT = {
  isAdministrator: true,
  subscription: { select: { status: true, plan: true, trialEndsAt: true, currentPeriodEnd: true, cancelAtPeriodEnd: true } },
} as const;

/**
 * The template behind a valid generic link: a private template of `userId` with fields, and a signature of the
 * template's current link version; anything else is LINK_INVALID (404). A valid link whose owner is not entitled
 * (an ended trial or period, no subscription; administrators always are) is FORM_NOT_ACCEPTING (403): the GET, the
 * submit, the pictures and their uploads all go through here, so nothing is stored for such a link.
 */
export async function resolveGenericLink(
  deps: Pick<ApiDeps, 'prisma' | 'secretKey'>,
  link: Extract<TPublicLink, { kind: 'generic' }>,
  now: Date = new Date(),
): Promise<TGenericTarget> {
  const parsed = readGenericLink(link);
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
      patientInstructions: true,
      crisisMessage: true,
      genericLinkVersion: true,
      owner: { select: { ...PRACTITIONER_SELECT, ...ENTITLEMENT_SELECT } },
    },
  });
  // Compared whether or not the template exists, so an unknown template costs the same as a wrong signature.
  const version = template?.genericLinkVersion ?? 1;
  const signed = isGenericLinkSignatureValid(deps.secretKey, parsed.templateId, parsed.userId, parsed.signature, version);
  // A template with no question yet has nothing to fill in (and would take an empty answer): like an unknown link.
  if (!signed || !template?.owner || (Array.isArray(template.fields) && template.fields.length === 0)) throw new AppError('LINK_INVALID');
  const { owner, genericLinkVersion: _version, ...rest } = template;
  const { isAdministrator, subscription, ...practitioner } = owner;
  if (!isAdministrator && !isEntitled(subscription, now)) throw new AppError('FORM_NOT_ACCEPTING');
  const { signature: _signature, ...identity } = parsed;
  return { ...identity, version, template: rest, practitioner, uploadScope: genericUploadScope(parsed.templateId, parsed.userId, version) };
}
