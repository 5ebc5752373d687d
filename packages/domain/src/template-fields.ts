// The template document: a tree of fields where conditional fields hang under the option that reveals them.
import { z } from 'zod';
import { CHOICE_FIELD_TYPES, FIELD_TYPES, type TFieldType } from './enums';
import { RATING_MAX_LIMIT } from './constants';
import { walkFields } from './field-tree';
import { fileIdOfUrl } from './files';

export { mapFields, ratingMax, walkFields, type TFieldRewrite, type TOptionsToWalk } from './field-tree';

export const FIELD_LIMITS = {
  titleMax: 500,
  textMax: 2000,
  optionsMax: 100,
  fieldsMax: 500,
  depthMax: 5,
} as const;

export function isChoiceFieldType(type: TFieldType): boolean {
  return (CHOICE_FIELD_TYPES as readonly string[]).includes(type);
}

export type TFieldOption = {
  id: string;
  label: string;
  points?: number | undefined;
  /** Choosing this option raises an alert on the completed form (docs/scores.md#alerts). */
  alert?: boolean | undefined;
  /** Fields shown when this option is chosen. */
  children: TField[];
};

export type TField = {
  id: string;
  type: TFieldType;
  title: string;
  placeholder?: string | undefined;
  helpText?: string | undefined;
  required: boolean;
  practitionerOnly: boolean;
  /** rating: the number of stars (1..max). */
  max?: number | undefined;
  /** image: the picture shown to the patient. */
  imageUrl?: string | undefined;
  options?: TFieldOption[] | undefined;
};

const ZFieldId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const ZFieldOption: z.ZodType<TFieldOption> = z.lazy(() =>
  z.object({
    id: ZFieldId,
    label: z.string().trim().min(1).max(FIELD_LIMITS.titleMax),
    points: z.number().int().min(-1000).max(1000).optional(),
    alert: z.boolean().optional(),
    children: z.array(ZField).max(FIELD_LIMITS.fieldsMax).default([]),
  }),
);

export const ZField: z.ZodType<TField> = z.lazy(() =>
  z
    .object({
      id: ZFieldId,
      type: z.enum(FIELD_TYPES),
      title: z.string().trim().min(1).max(FIELD_LIMITS.titleMax),
      placeholder: z.string().max(FIELD_LIMITS.titleMax).optional(),
      helpText: z.string().max(FIELD_LIMITS.textMax).optional(),
      required: z.boolean().default(false),
      practitionerOnly: z.boolean().default(false),
      max: z.number().int().min(1).max(RATING_MAX_LIMIT).optional(),
      imageUrl: z
        .string()
        .max(2000)
        .refine((url) => fileIdOfUrl(url) !== null, 'IMAGE_URL_INVALID')
        .optional(),
      options: z.array(ZFieldOption).max(FIELD_LIMITS.optionsMax).optional(),
    })
    .superRefine((field, ctx) => {
      const choice = isChoiceFieldType(field.type);
      if (choice && (!field.options || field.options.length === 0)) {
        ctx.addIssue({ code: 'custom', message: 'FIELD_OPTIONS_REQUIRED', path: ['options'] });
      }
      if (!choice && field.options && field.options.length > 0) {
        ctx.addIssue({ code: 'custom', message: 'FIELD_OPTIONS_NOT_ALLOWED', path: ['options'] });
      }
    }),
);

export const ZTemplateFields = z
  .array(ZField)
  .max(FIELD_LIMITS.fieldsMax)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    let count = 0;
    for (const { field, depth } of walkFields(fields)) {
      count += 1;
      if (seen.has(field.id)) ctx.addIssue({ code: 'custom', message: 'FIELD_ID_DUPLICATE', params: { id: field.id } });
      seen.add(field.id);
      if (depth > FIELD_LIMITS.depthMax) ctx.addIssue({ code: 'custom', message: 'FIELD_TOO_DEEP' });
    }
    if (count > FIELD_LIMITS.fieldsMax) ctx.addIssue({ code: 'custom', message: 'FIELD_TOO_MANY' });
  });

/** One answer: text-like values are strings, number and rating numbers, checkbox the chosen option ids, image-upload a stored file id. */
export const ZAnswerValue = z.union([
  z.string().max(FIELD_LIMITS.textMax),
  z.number(),
  z.array(z.string().max(64)).max(FIELD_LIMITS.optionsMax),
  z.null(),
]);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;
/** Answers keyed by field id. */
export const ZAnswers = z.record(z.string().max(64), ZAnswerValue);
export type TAnswers = z.infer<typeof ZAnswers>;
