// How a template reaches the browser (TTemplateSummary / TTemplateDetail): the columns to read and the output schemas.
import { z } from 'zod';
import type { Prisma } from '@praxiform/db';
import {
  LOCALES,
  SCORE_BAND_LEVELS,
  TEMPLATE_TYPES,
  isInstrumentKey,
  VALIDATED_INSTRUMENT_KEYS,
  ZField,
  walkFields,
  type TField,
  type TScoreBand,
  type TValidatedInstrumentKey,
} from '@praxiform/domain';

export const ZTemplateSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  category: z.string().nullable(),
  description: z.string().nullable(),
  language: z.enum(LOCALES),
  isPublic: z.boolean(),
  scoringEnabled: z.boolean(),
  /** PHQ-9 / GAD-7 and their unchanged copies (docs/scores.md#instruments). */
  validatedInstrument: z.enum(VALIDATED_INSTRUMENT_KEYS).nullable(),
  fieldCount: z.number().int(),
  creatorName: z.string(),
  creatorProfession: z.string().nullable(),
  originId: z.number().int().nullable(),
  /** The template a private copy was made from (market, cabinet, colleague), while it exists; null for public ones. */
  origin: z.object({ name: z.string(), creatorName: z.string() }).nullable(),
  publicCopyId: z.number().int().nullable(),
  favoritesCount: z.number().int(),
  duplicationsCount: z.number().int(),
  isFavorite: z.boolean(),
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTemplateSummary = z.infer<typeof ZTemplateSummary>;

/**
 * A band as the views send it (the stored bands were validated by ZScoreBands on save), with its positive-screen mark
 * when it has one: the builder sends the bands back as it read them, so an unchanged instrument copy keeps its flag.
 */
export const ZScoreBandView = z.object({
  min: z.number().int(),
  max: z.number().int(),
  label: z.string(),
  level: z.enum(SCORE_BAND_LEVELS),
  positive: z.literal(true).optional(),
});
/** A score's band next to it in the views: label and level, or null (no bands, or a score outside them). */
export const ZBandView = z.object({ label: z.string(), level: z.enum(SCORE_BAND_LEVELS) }).nullable();

export const ZTemplateDetail = ZTemplateSummary.extend({
  fields: z.array(ZField),
  scoreBands: z.array(ZScoreBandView),
  /** What the patient reads above the questions (an instrument's stem); null when none (docs/scores.md#patient-instructions). */
  patientInstructions: z.string().nullable(),
  /** Show the patient the crisis lines after an answer above 0 to PHQ-9 item 9 (docs/scores.md#crisis-message). */
  crisisMessage: z.boolean(),
});
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

/** What a procedure that writes a template answers (create, update, duplicate). */
export const ZTemplateOutput = z.object({ template: ZTemplateDetail });

/**
 * Everything a summary needs in one findMany: the relations are loaded by one extra statement each whatever the
 * page size (no N+1). Only the viewer's own favourite row is read, to answer isFavorite.
 */
export function templateViewInclude(viewerId: number) {
  return {
    creator: { select: { profession: true, customProfession: true } },
    favorites: { where: { userId: viewerId }, select: { id: true } },
    origin: { select: { name: true, creatorName: true } },
    // A private template's market copy is the public template whose origin it is (templates.publish).
    copies: { where: { isPublic: true }, select: { id: true }, orderBy: { id: 'asc' }, take: 1 },
  } satisfies Prisma.TemplateInclude;
}

export type TTemplateRow = Prisma.TemplateGetPayload<{ include: ReturnType<typeof templateViewInclude> }>;

/** The stored bands (ZScoreBands on every write); [] for anything else. */
export function bandsOf(row: { scoreBands: Prisma.JsonValue }): TScoreBand[] {
  return Array.isArray(row.scoreBands) ? (row.scoreBands as unknown as TScoreBand[]) : [];
}

/** The stored instrument key, when it is one. */
export function instrumentOf(value: string | null): TValidatedInstrumentKey | null {
  return isInstrumentKey(value) ? value : null;
}

/** The stored tree; the services validate it with ZTemplateFields before every write. */
export function fieldsOf(row: { fields: Prisma.JsonValue }): TField[] {
  return Array.isArray(row.fields) ? (row.fields as unknown as TField[]) : [];
}

export function toSummary(row: TTemplateRow, viewerId: number): TTemplateSummary {
  const profession = row.creator ? (row.creator.profession === 'other' ? row.creator.customProfession : row.creator.profession) : null;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    category: row.category,
    description: row.description,
    language: row.language,
    isPublic: row.isPublic,
    scoringEnabled: row.scoringEnabled,
    validatedInstrument: instrumentOf(row.validatedInstrument),
    fieldCount: [...walkFields(fieldsOf(row))].length,
    creatorName: row.creatorName,
    creatorProfession: profession ?? null,
    originId: row.originId,
    // A public template never tells where it came from: its origin may be someone's private template.
    origin: !row.isPublic && row.origin ? { name: row.origin.name, creatorName: row.origin.creatorName } : null,
    publicCopyId: row.isPublic ? null : (row.copies[0]?.id ?? null),
    favoritesCount: row.favoritesCount,
    duplicationsCount: row.duplicationsCount,
    isFavorite: row.favorites.length > 0,
    // A public template is "mine" when I created it (I may edit it through the market); a private one when I own it.
    isMine: row.isPublic ? row.creatorId === viewerId : row.ownerId === viewerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(row: TTemplateRow, viewerId: number): TTemplateDetail {
  return {
    ...toSummary(row, viewerId),
    fields: fieldsOf(row),
    scoreBands: bandsOf(row),
    patientInstructions: row.patientInstructions,
    crisisMessage: row.crisisMessage,
  };
}
