// How cabinets reach the browser (docs/cabinets-api.md): one zod schema per shape, its type inferred from it.
import { z } from 'zod';
import { CABINET_ROLES, LOCALES, TEMPLATE_TYPES, ZField, fullName, walkFields } from '@praxiform/domain';
import type { Prisma } from '@praxiform/db';
import { fieldsOf } from '../templates/template-view';

export const ZCabinetRole = z.enum(CABINET_ROLES);

/** A cabinet as a list line and as the head of its page: my role decides which actions the SPA offers. */
export const ZCabinetSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  myRole: ZCabinetRole,
  memberCount: z.number().int(),
  sharedTemplateCount: z.number().int(),
  createdAt: z.string(),
});
export type TCabinetSummary = z.infer<typeof ZCabinetSummary>;

/** An invitation addressed to me, listed on /cabinet with accept and decline. */
export const ZInvitationForMe = z.object({
  id: z.number().int(),
  cabinetId: z.number().int(),
  cabinetName: z.string(),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const ZCabinetMemberView = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Shown to the owner only (null for members), who manages invitations by address. */
  email: z.string().nullable(),
  role: ZCabinetRole,
  joinedAt: z.string(),
});

/** An invitation not accepted nor revoked, as its cabinet's owner sees it. */
export const ZCabinetInviteView = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(['pending', 'expired', 'declined']),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TCabinetInviteView = z.infer<typeof ZCabinetInviteView>;

/** A template shared to a cabinet: who shared it and when; the original's current content, read-only for members. */
export const ZCabinetTemplateView = z.object({
  templateId: z.number().int(),
  name: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  language: z.enum(LOCALES),
  category: z.string().nullable(),
  description: z.string().nullable(),
  scoringEnabled: z.boolean(),
  fieldCount: z.number().int(),
  updatedAt: z.string(),
  sharedById: z.number().int().nullable(),
  sharedByName: z.string().nullable(),
  sharedAt: z.string(),
  /** The template is mine (I edit it from My templates); otherwise I duplicate it to use it. */
  isMine: z.boolean(),
  /** I shared it, or I own the cabinet. */
  canUnshare: z.boolean(),
});
export type TCabinetTemplateView = z.infer<typeof ZCabinetTemplateView>;

export const ZCabinetTemplateDetail = ZCabinetTemplateView.extend({
  fields: z.array(ZField),
  /** What the patient reads above the questions; the preview and the print show it (docs/scores.md#patient-instructions). */
  patientInstructions: z.string().nullable(),
  crisisMessage: z.boolean(),
});
export type TCabinetTemplateDetail = z.infer<typeof ZCabinetTemplateDetail>;

export const ZCabinetDetail = z.object({
  cabinet: ZCabinetSummary,
  members: z.array(ZCabinetMemberView),
  /** Empty for a member: only the owner sees invitations. */
  invitations: z.array(ZCabinetInviteView),
  templates: z.array(ZCabinetTemplateView),
});
export type TCabinetDetail = z.infer<typeof ZCabinetDetail>;

const NAME = { select: { firstName: true, lastName: true } } as const;

/** What a summary reads of a cabinet, counts included, in the same statement set whatever the number of cabinets. */
export const cabinetSummarySelect = {
  id: true,
  name: true,
  description: true,
  ownerId: true,
  createdAt: true,
  owner: NAME,
  _count: { select: { members: true, templates: true } },
} satisfies Prisma.CabinetSelect;

type TCabinetSummaryRow = Prisma.CabinetGetPayload<{ select: typeof cabinetSummarySelect }>;

export function toCabinetSummary(row: TCabinetSummaryRow, myRole: TCabinetSummary['myRole']): TCabinetSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ownerId: row.ownerId,
    ownerName: fullName(row.owner),
    myRole,
    memberCount: row._count.members,
    sharedTemplateCount: row._count.templates,
    createdAt: row.createdAt.toISOString(),
  };
}

export function inviteStatus(row: { declinedAt: Date | null; expiresAt: Date }, now: Date): TCabinetInviteView['status'] {
  if (row.declinedAt) return 'declined';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export const cabinetInviteSelect = {
  id: true,
  email: true,
  declinedAt: true,
  expiresAt: true,
  createdAt: true,
  invitedBy: NAME,
} satisfies Prisma.CabinetInviteSelect;

export function toInviteView(row: Prisma.CabinetInviteGetPayload<{ select: typeof cabinetInviteSelect }>, now: Date): TCabinetInviteView {
  return {
    id: row.id,
    email: row.email,
    status: inviteStatus(row, now),
    invitedByName: row.invitedBy ? fullName(row.invitedBy) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A share and the columns of its template a member's read-only view needs. */
export const cabinetTemplateSelect = {
  sharedAt: true,
  sharedById: true,
  sharedBy: NAME,
  template: {
    select: {
      id: true,
      name: true,
      type: true,
      language: true,
      category: true,
      description: true,
      scoringEnabled: true,
      fields: true,
      patientInstructions: true,
      crisisMessage: true,
      ownerId: true,
      updatedAt: true,
    },
  },
} satisfies Prisma.CabinetTemplateSelect;

type TCabinetTemplateRow = Prisma.CabinetTemplateGetPayload<{ select: typeof cabinetTemplateSelect }>;

export function toCabinetTemplateDetail(row: TCabinetTemplateRow, viewer: { id: number; role: TCabinetSummary['myRole'] }): TCabinetTemplateDetail {
  const { template } = row;
  const fields = fieldsOf(template);
  return {
    templateId: template.id,
    name: template.name,
    type: template.type,
    language: template.language,
    category: template.category,
    description: template.description,
    scoringEnabled: template.scoringEnabled,
    fieldCount: [...walkFields(fields)].length,
    updatedAt: template.updatedAt.toISOString(),
    sharedById: row.sharedById,
    sharedByName: row.sharedBy ? fullName(row.sharedBy) : null,
    sharedAt: row.sharedAt.toISOString(),
    isMine: template.ownerId === viewer.id,
    canUnshare: viewer.role === 'owner' || row.sharedById === viewer.id || template.ownerId === viewer.id,
    fields,
    patientInstructions: template.patientInstructions,
    crisisMessage: template.crisisMessage,
  };
}

export function toCabinetTemplateView(row: TCabinetTemplateRow, viewer: { id: number; role: TCabinetSummary['myRole'] }): TCabinetTemplateView {
  const { fields: _fields, patientInstructions: _instructions, crisisMessage: _crisis, ...view } = toCabinetTemplateDetail(row, viewer);
  return view;
}
