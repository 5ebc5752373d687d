// Cabinets (shared practices): the rules and inputs the server and the SPA share (docs/product.md#validation,
// #permissions, #constants; procedures in docs/cabinets-api.md).
import { z } from 'zod';
import { ZEmail } from './auth';
import { ZId } from './inputs';
import type { TLocale } from './constants';

export const CABINET_LIMITS = { nameMin: 2, nameMax: 120, descriptionMax: 1000 } as const;
/** An invitation works this many days after it was sent (or re-sent). */
export const CABINET_INVITE_DAYS = 14;

/** Control characters other than tab and newlines, angle brackets (markup): refused in a cabinet's texts. */
const UNSAFE_TEXT = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export const ZCabinetName = z
  .string()
  .trim()
  .min(CABINET_LIMITS.nameMin, 'CABINET_NAME_TOO_SHORT')
  .max(CABINET_LIMITS.nameMax, 'CABINET_NAME_TOO_LONG')
  .refine((v) => !UNSAFE_TEXT.test(v), 'TEXT_UNSAFE_CHARACTERS');

/** Optional; an empty text counts as none. */
export const ZCabinetDescription = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .max(CABINET_LIMITS.descriptionMax, 'CABINET_DESCRIPTION_TOO_LONG')
    .refine((v) => !UNSAFE_TEXT.test(v), 'TEXT_UNSAFE_CHARACTERS')
    .nullish(),
);

export const ZCabinetInput = z.object({ name: ZCabinetName, description: ZCabinetDescription });
export type TCabinetInput = z.input<typeof ZCabinetInput>;

export const ZCabinetUpdateInput = ZCabinetInput.extend({ id: ZId });

export const ZCabinetInviteInput = z.object({ id: ZId, email: ZEmail });

/** An invitation's token as the mail's link carries it (64 base64url characters; anything else is refused early). */
export const ZCabinetInviteToken = z.string().trim().min(1, 'TOKEN_REQUIRED').max(200);

/** Accepting or declining: the token of the mail's link, or the id of an invitation listed on /cabinet. */
export const ZCabinetInviteAnswerInput = z.union([z.object({ token: ZCabinetInviteToken }), z.object({ inviteId: ZId })]);
export type TCabinetInviteAnswerInput = z.infer<typeof ZCabinetInviteAnswerInput>;

export const ZCabinetInviteIdInput = z.object({ inviteId: ZId });
export const ZCabinetMemberInput = z.object({ id: ZId, userId: ZId });

/** Share one of my private templates to one or more of my cabinets ("no cabinet selected" when none). */
export const ZCabinetShareInput = z.object({
  templateId: ZId,
  cabinetIds: z
    .array(ZId)
    .min(1, 'CABINET_NOT_SELECTED')
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});
export type TCabinetShareInput = z.input<typeof ZCabinetShareInput>;

export const ZCabinetTemplateInput = z.object({ id: ZId, templateId: ZId });

/**
 * Where an invitation's mail leads, under the recipient's language: a registered practitioner's /cabinet (the SPA
 * offers to accept or decline the token), or the register page for an unknown address (after sign-up the invitation
 * waits on /cabinet, found by the verified address).
 */
export function cabinetInvitePath(locale: TLocale, token: string, registered: boolean): string {
  const query = new URLSearchParams({ invite: token });
  return `/${locale}/${registered ? 'cabinet' : 'register'}?${query.toString()}`;
}
