// A FHIR R4 Questionnaire (untrusted JSON) read back as a template input (docs/fhir.md#import): the mapping the export
// writes (fhir-profile.ts), and what LOINC / LHC-Forms and other tools publish. What a template cannot hold faithfully
// is listed by kind and linkId (docs/fhir.md#refused): the caller refuses the import with that list, or imports without
// those constructs once the user confirmed. Pure: the caller says which pictures are its own (usableImage) and checks
// the template with ZTemplateInput (limits: field count, depth, text lengths).
import { z } from 'zod';
import {
  bandCoverage,
  instrumentVersion,
  isChoiceFieldType,
  isLocale,
  possibleScoreRange,
  SCORE_BAND_LEVELS,
  TEMPLATE_TYPES,
  VALIDATED_INSTRUMENT_KEYS,
  walkFields,
  type TField,
  type TFieldOption,
  type TFieldType,
  type TLocale,
  type TScoreBand,
  type TScoreBandLevel,
  type TTemplateInput,
  type TTemplateType,
  type TValidatedInstrumentKey,
} from '@praxiform/domain';
import {
  FHIR_EXTENSIONS,
  FHIR_SYSTEMS,
  INSTRUCTIONS_LINK_ID,
  INSTRUMENT_LOINC,
  type TFhirUnsupported,
  type TFhirUnsupportedKind,
} from './fhir-profile';

/** Items nested deeper than this (groups in groups, questions under questions) are refused before anything recurses. */
export const FHIR_IMPORT_DEPTH_MAX = 20;

/**
 * The LOINC codes of the validated instruments' items, in the instrument's order: an item carrying one in a
 * Questionnaire coded as that instrument gets the instrument's field id (`phq9_9`...), so that the crisis lines
 * (CRISIS_FIELD_IDS, docs/scores.md#crisis-message) follow PHQ-9 item 9 into the imported copy.
 */
export const INSTRUMENT_ITEM_LOINC: Record<TValidatedInstrumentKey, readonly string[]> = {
  phq9: ['44250-9', '44255-8', '44259-0', '44254-1', '44251-7', '44258-2', '44252-5', '44253-3', '44260-8'],
  gad7: ['69725-0', '68509-0', '69733-4', '69734-2', '69735-9', '69689-8', '69736-7'],
};

export type TFhirImportOptions = {
  /** The user confirmed importing without the unsupported constructs (they are dropped, and listed in the result). */
  dropUnsupported: boolean;
  /** The imageUrl to store (`/api/files/<id>`) when the picture at this address is one of the caller's files, else null. */
  usableImage: (url: string) => string | null;
};

/** Why an input is no Questionnaire that can be read at all: `path` names where (JSON path, '' for the whole input). */
export type TFhirImportInvalidReason = 'not-a-questionnaire' | 'malformed' | 'too-deep';

export type TFhirImportResult =
  /** The template input (to be checked with ZTemplateInput) and what was dropped from it (empty unless confirmed). */
  | { ok: true; template: TTemplateInput; unsupported: TFhirUnsupported[] }
  /** Something cannot be represented and the user did not confirm dropping it. */
  | { ok: false; unsupported: TFhirUnsupported[] }
  | { ok: false; reason: TFhirImportInvalidReason; path: string };

// ---------------------------------------------------------------------------------------------------------------------
// What is read of the input: only the elements below. z.object strips every other key (FHIR allows them, we ignore
// them), so nothing of the input is copied as it is, and `__proto__` keys never reach an object of ours.

const ZCoding = z.object({ system: z.string().optional(), code: z.string().optional(), display: z.string().optional() });

const ZSubExtension = z.object({
  url: z.string(),
  valueInteger: z.number().optional(),
  valueDecimal: z.number().optional(),
  valueString: z.string().optional(),
  valueCode: z.string().optional(),
  valueBoolean: z.boolean().optional(),
});
const ZExtension = ZSubExtension.extend({
  valueCodeableConcept: z.object({ coding: z.array(ZCoding).optional() }).optional(),
  valueAttachment: z.object({ url: z.string().optional(), title: z.string().optional() }).optional(),
  // One level of sub-extensions (the score bands); deeper ones are not read.
  extension: z.array(ZSubExtension).optional(),
});
type TExtension = z.infer<typeof ZExtension>;
const ZExtensions = z.array(ZExtension).optional();
const ZModifierExtensions = z.array(z.unknown()).optional();

const ZAnswerOption = z.object({
  valueCoding: ZCoding.extend({ extension: ZExtensions }).optional(),
  valueString: z.string().optional(),
  valueInteger: z.number().optional(),
  valueDate: z.string().optional(),
  valueTime: z.string().optional(),
  valueReference: z.object({ reference: z.string().optional(), display: z.string().optional() }).optional(),
  initialSelected: z.boolean().optional(),
  extension: ZExtensions,
  modifierExtension: ZModifierExtensions,
});

const ZEnableWhen = z.object({
  question: z.string(),
  operator: z.string(),
  answerCoding: ZCoding.optional(),
  answerBoolean: z.boolean().optional(),
  answerString: z.string().optional(),
  answerInteger: z.number().optional(),
  modifierExtension: ZModifierExtensions,
});
type TEnableWhen = z.infer<typeof ZEnableWhen>;

const ZItemBase = z.object({
  linkId: z.string(),
  type: z.string(),
  text: z.string().optional(),
  code: z.array(ZCoding).optional(),
  required: z.boolean().optional(),
  repeats: z.boolean().optional(),
  readOnly: z.boolean().optional(),
  enableWhen: z.array(ZEnableWhen).optional(),
  answerOption: z.array(ZAnswerOption).optional(),
  answerValueSet: z.string().optional(),
  initial: z.array(z.unknown()).optional(),
  extension: ZExtensions,
  modifierExtension: ZModifierExtensions,
});
type TItem = z.infer<typeof ZItemBase> & { item?: TItem[] | undefined };
// Recursive, but only run once the nesting was measured (itemDepthProblem): at most FHIR_IMPORT_DEPTH_MAX levels.
const ZItem: z.ZodType<TItem> = ZItemBase.extend({ item: z.lazy(() => z.array(ZItem)).optional() });

const ZQuestionnaire = z.object({
  resourceType: z.literal('Questionnaire'),
  title: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  language: z.string().optional(),
  code: z.array(ZCoding).optional(),
  extension: ZExtensions,
  modifierExtension: ZModifierExtensions,
  // Read one by one: only the ValueSets an answerValueSet names, and a broken one is just not usable.
  contained: z.array(z.unknown()).optional(),
  item: z.array(ZItem).optional(),
});
type TQuestionnaire = z.infer<typeof ZQuestionnaire>;

const ZConcept = z.object({ system: z.string().optional(), code: z.string().optional(), display: z.string().optional(), extension: ZExtensions });
const ZValueSet = z.object({
  resourceType: z.literal('ValueSet'),
  id: z.string(),
  // Top-level entries only: nested `contains` (a hierarchy) are not read.
  expansion: z.object({ contains: z.array(ZConcept).optional() }).optional(),
  compose: z.object({ include: z.array(z.object({ system: z.string().optional(), concept: z.array(ZConcept).optional() })).optional() }).optional(),
});
type TConcept = z.infer<typeof ZConcept>;

// ---------------------------------------------------------------------------------------------------------------------

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Names an id may not take: as a key of an answers record they would reach Object.prototype (`__proto__`, `toString`...). */
const RESERVED_IDS: ReadonlySet<string> = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

function usableId(candidate: string | undefined): candidate is string {
  return candidate !== undefined && ID_PATTERN.test(candidate) && !RESERVED_IDS.has(candidate);
}

const YES_NO: Record<TLocale, readonly [string, string]> = { fr: ['Oui', 'Non'], en: ['Yes', 'No'], nl: ['Ja', 'Nee'] };
const OTHER: Record<TLocale, string> = { fr: 'autre', en: 'other', nl: 'anders' };
const IMAGE: Record<TLocale, string> = { fr: 'Image', en: 'Image', nl: 'Afbeelding' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ownValue(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** `item[0].item[3]` from a zod issue path. */
function jsonPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/**
 * The path of the first item nested deeper than FHIR_IMPORT_DEPTH_MAX, or null. Iterative, on the raw input: it runs
 * before the schema (which recurses), so a hostile nesting can't exhaust the stack.
 */
function itemDepthProblem(root: Record<string, unknown>): string | null {
  const stack: { items: unknown; depth: number; path: string }[] = [{ items: ownValue(root, 'item'), depth: 1, path: 'item' }];
  while (stack.length > 0) {
    const { items, depth, path } = stack.pop()!;
    if (!Array.isArray(items)) continue;
    if (depth > FHIR_IMPORT_DEPTH_MAX) return path;
    items.forEach((child: unknown, i) => {
      if (isRecord(child) && Object.hasOwn(child, 'item')) stack.push({ items: child.item, depth: depth + 1, path: `${path}[${i}].item` });
    });
  }
  return null;
}

// Reading extensions ----------------------------------------------------------------------------------------------------

function extensionOf(extensions: readonly TExtension[] | undefined, url: string): TExtension | undefined {
  return extensions?.find((extension) => extension.url === url);
}

function codesOf(extension: TExtension | undefined): string[] {
  return (extension?.valueCodeableConcept?.coding ?? []).flatMap((coding) => (coding.code === undefined ? [] : [coding.code]));
}

function itemControl(item: TItem): string[] {
  return codesOf(extensionOf(item.extension, FHIR_EXTENSIONS.itemControl));
}

function fieldTypeExtension(item: TItem): string | undefined {
  return extensionOf(item.extension, FHIR_EXTENSIONS.fieldType)?.valueCode;
}

/** A help text: a display with the help (or flyover) control, or in the help display category (the export's picture help). */
function isHelp(item: TItem): boolean {
  if (item.type !== 'display') return false;
  return (
    itemControl(item).some((code) => code === 'help' || code === 'flyover') ||
    codesOf(extensionOf(item.extension, FHIR_EXTENSIONS.displayCategory)).includes('help')
  );
}

function isInstructions(item: TItem): boolean {
  return item.linkId === INSTRUCTIONS_LINK_ID || codesOf(extensionOf(item.extension, FHIR_EXTENSIONS.displayCategory)).includes('instructions');
}

function mediaUrl(item: TItem): string | undefined {
  return extensionOf(item.extension, FHIR_EXTENSIONS.itemMedia)?.valueAttachment?.url;
}

/** A display item shown as a picture: it carries itemMedia, or our field type says image. */
function isImage(item: TItem): boolean {
  return item.type === 'display' && (mediaUrl(item) !== undefined || fieldTypeExtension(item) === 'image');
}

function isCalculated(item: TItem): boolean {
  return extensionOf(item.extension, FHIR_EXTENSIONS.calculatedExpression) !== undefined;
}

function isExpression(extension: TExtension): boolean {
  return /expression/i.test(extension.url);
}

/** A weight read from an option's extensions: a whole number, `fraction` for one that is not, or none. */
function weightOf(extensions: readonly TExtension[]): number | 'fraction' | undefined {
  for (const url of [FHIR_EXTENSIONS.itemWeight, FHIR_EXTENSIONS.ordinalValue, FHIR_EXTENSIONS.coValue]) {
    const extension = extensions.find((e) => e.url === url);
    const value = extension?.valueDecimal ?? extension?.valueInteger;
    if (value !== undefined) return Number.isInteger(value) ? value : 'fraction';
  }
  // The prefix printed before an option ("0", "1"...) counts only when it is a whole number.
  const prefix = extensions.find((e) => e.url === FHIR_EXTENSIONS.optionPrefix)?.valueString?.trim();
  return prefix !== undefined && /^[+-]?\d{1,4}$/.test(prefix) ? Number.parseInt(prefix, 10) : undefined;
}

// The conversion -------------------------------------------------------------------------------------------------------

/** An enableWhen list, where it was met (owner), the linkIds of the owner's subtree, and what applies when it is dropped. */
type TCondition = { owner: string; list: TEnableWhen[]; scope: ReadonlySet<string>; fallback: TCondition | null };

type TEntry =
  | { kind: 'display'; linkId: string; text: string; instructions: boolean; condition: TCondition | null }
  | { kind: 'field'; item: TItem; help: string[]; hidden: boolean; condition: TCondition | null };

/** An option as read, before it gets its id. */
type TOptionSource = {
  wantedId: string | undefined;
  label: string;
  coding?: { system?: string | undefined; code?: string | undefined } | undefined;
  value?: string | number | undefined;
  extensions: TExtension[];
  alert: boolean;
};

/** How an enableWhen answer picks an option of an earlier question. */
type TTarget = { option: (when: TEnableWhen) => TFieldOption | undefined };

type TBuilt = { field: TField; extra?: TField | undefined; target?: TTarget | undefined };

type TContext = {
  language: TLocale;
  instrument: TValidatedInstrumentKey | null;
  isTitle: (text: string) => boolean;
  topLevelCount: number;
  options: TFhirImportOptions;
  valueSets: Map<string, TConcept[]>;
  unsupported: TFhirUnsupported[];
  listed: Set<string>;
  /** The field id each item gets (usable linkId or instrument id, first come), set before any field is built. */
  ids: Map<TItem, string>;
  taken: Set<string>;
  generated: number;
  targets: Map<string, TTarget>;
  resolved: Map<TCondition, TFieldOption | null>;
};

function flag(ctx: TContext, linkId: string | null, kind: TFhirUnsupportedKind): void {
  const key = linkId === null ? kind : `${kind}:${linkId}`;
  if (ctx.listed.has(key)) return;
  ctx.listed.add(key);
  ctx.unsupported.push({ linkId, kind });
}

function generatedId(ctx: TContext): string {
  let id: string;
  do {
    ctx.generated += 1;
    id = `q${ctx.generated}`;
  } while (ctx.taken.has(id));
  ctx.taken.add(id);
  return id;
}

function wantedIdOf(ctx: TContext, item: TItem): string {
  if (ctx.instrument) {
    const codes = INSTRUMENT_ITEM_LOINC[ctx.instrument];
    for (const coding of item.code ?? []) {
      const index = coding.code === undefined || (coding.system ?? FHIR_SYSTEMS.loinc) !== FHIR_SYSTEMS.loinc ? -1 : codes.indexOf(coding.code);
      if (index >= 0) return `${ctx.instrument}_${index + 1}`;
    }
  }
  return item.linkId;
}

/** Gives each item its id when its linkId (or instrument id) is usable and not taken yet, in document order. */
function reserveIds(ctx: TContext, items: readonly TItem[]): void {
  for (const item of items) {
    const wanted = wantedIdOf(ctx, item);
    if (usableId(wanted) && !ctx.taken.has(wanted)) {
      ctx.taken.add(wanted);
      ctx.ids.set(item, wanted);
    }
    reserveIds(ctx, item.item ?? []);
  }
}

function subtreeLinkIds(item: TItem): Set<string> {
  const ids = new Set<string>();
  const stack: TItem[] = [item];
  while (stack.length > 0) {
    const next = stack.pop()!;
    ids.add(next.linkId);
    stack.push(...(next.item ?? []));
  }
  return ids;
}

/** Constructs met on the item itself whatever it becomes: modifier extensions, expressions, initial values, read-only. */
function noteItem(ctx: TContext, item: TItem): void {
  const modifiers = [
    item.modifierExtension,
    ...(item.answerOption ?? []).map((o) => o.modifierExtension),
    ...(item.enableWhen ?? []).map((w) => w.modifierExtension),
  ];
  if (modifiers.some((list) => (list?.length ?? 0) > 0)) flag(ctx, item.linkId, 'modifier-extension');
  if ((item.extension ?? []).some(isExpression)) flag(ctx, item.linkId, 'expression');
  if ((item.initial?.length ?? 0) > 0 || (item.answerOption ?? []).some((o) => o.initialSelected === true)) flag(ctx, item.linkId, 'initial-value');
  if (item.readOnly === true && item.type !== 'display') flag(ctx, item.linkId, 'read-only');
}

/**
 * The condition an item is shown under: its own enableWhen, else the one of its nearest conditional ancestor (in FHIR a
 * disabled group or question disables what it holds). An own condition inside a conditional ancestor must name an item
 * of that ancestor (it then hangs below it here); one naming an item outside would need both: not representable.
 */
function conditionOf(ctx: TContext, item: TItem, inherited: TCondition | null): TCondition | null {
  const list = item.enableWhen ?? [];
  if (list.length === 0) return inherited;
  if (inherited && !list.every((when) => inherited.scope.has(when.question))) {
    flag(ctx, item.linkId, 'enable-when-multiple');
    return inherited;
  }
  return { owner: item.linkId, list, scope: (item.item?.length ?? 0) > 0 ? subtreeLinkIds(item) : new Set([item.linkId]), fallback: inherited };
}

type TCollect = {
  inherited: TCondition | null;
  /** In a hidden group (its items are the practitioner's); a hidden question hides only itself, as the export writes it. */
  hidden: boolean;
  /** The help texts of the question these items are children of (null: not a question's children). */
  ownerHelp: string[] | null;
  topLevel: boolean;
};

/** The items in document order, groups opened in place, each with its condition and help texts. */
function collect(ctx: TContext, items: readonly TItem[], { inherited, hidden, ownerHelp, topLevel }: TCollect, out: TEntry[]): void {
  // The field just read in this list: a help display right after it, under the same condition, is its help (the
  // export writes a picture's help so, a display item holding no child). Another help display among a question's
  // children is the question's help.
  let previous: Extract<TEntry, { kind: 'field' }> | null = null;
  for (const item of items) {
    noteItem(ctx, item);
    const children = item.item ?? [];
    if (isHelp(item)) {
      const sameCondition = previous !== null && JSON.stringify(item.enableWhen ?? []) === JSON.stringify(previous.item.enableWhen ?? []);
      const help = sameCondition ? previous!.help : (item.enableWhen?.length ?? 0) === 0 ? ownerHelp : null;
      if (help) {
        if (item.text?.trim()) help.push(item.text);
        collect(ctx, children, { inherited, hidden, ownerHelp: null, topLevel: false }, out);
        continue;
      }
    }
    previous = null;
    const condition = conditionOf(ctx, item, inherited);
    const hiddenItem = extensionOf(item.extension, FHIR_EXTENSIONS.hidden)?.valueBoolean === true;
    if (item.type === 'group') {
      const heading = item.text?.trim();
      if (heading && !ctx.isTitle(heading) && !(topLevel && ctx.topLevelCount === 1)) flag(ctx, item.linkId, 'group-heading');
      if (item.repeats === true) flag(ctx, item.linkId, 'repeats');
      collect(ctx, children, { inherited: condition, hidden: hidden || hiddenItem, ownerHelp: null, topLevel: false }, out);
      continue;
    }
    if (item.type === 'display' && !isImage(item)) {
      if (item.text?.trim()) {
        out.push({ kind: 'display', linkId: item.linkId, text: item.text, instructions: isInstructions(item), condition });
      }
      collect(ctx, children, { inherited: condition, hidden, ownerHelp: null, topLevel: false }, out);
      continue;
    }
    const entry: Extract<TEntry, { kind: 'field' }> = { kind: 'field', item, help: [], hidden: hidden || hiddenItem, condition };
    out.push(entry);
    collect(ctx, children, { inherited: condition, hidden, ownerHelp: entry.help, topLevel: false }, out);
    previous = entry;
  }
}

function optionSources(ctx: TContext, item: TItem): TOptionSource[] | null {
  if ((item.answerOption?.length ?? 0) > 0) {
    return (item.answerOption ?? []).map((answer) => {
      const extensions = [...(answer.extension ?? []), ...(answer.valueCoding?.extension ?? [])];
      const alert = extensionOf(answer.extension, FHIR_EXTENSIONS.optionAlert)?.valueBoolean === true;
      if (answer.valueCoding) {
        const { system, code, display } = answer.valueCoding;
        return { wantedId: code, label: display ?? code ?? '', coding: { system, code }, extensions, alert };
      }
      if (answer.valueInteger !== undefined) {
        return { wantedId: String(answer.valueInteger), label: String(answer.valueInteger), value: answer.valueInteger, extensions, alert };
      }
      const text =
        answer.valueString ?? answer.valueDate ?? answer.valueTime ?? answer.valueReference?.display ?? answer.valueReference?.reference ?? '';
      return { wantedId: undefined, label: text, value: text, extensions, alert };
    });
  }
  if (item.answerValueSet === undefined) return null;
  const concepts = item.answerValueSet.startsWith('#') ? ctx.valueSets.get(item.answerValueSet.slice(1)) : undefined;
  if (!concepts || concepts.length === 0) {
    flag(ctx, item.linkId, 'answer-value-set');
    return null;
  }
  return concepts.map(({ system, code, display, extension }) => ({
    wantedId: code,
    label: display ?? code ?? '',
    coding: { system, code },
    extensions: extension ?? [],
    alert: false,
  }));
}

function sameCoding(
  a: { system?: string | undefined; code?: string | undefined },
  b: { system?: string | undefined; code?: string | undefined },
): boolean {
  return a.code !== undefined && a.code === b.code && (a.system === undefined || b.system === undefined || a.system === b.system);
}

/** The options with their ids (code when usable and unique in the field, else o1, o2...) and how enableWhen finds them. */
function buildOptions(ctx: TContext, item: TItem, sources: TOptionSource[]): { options: TFieldOption[]; option: TTarget['option'] } {
  const taken = new Set<string>();
  const ids = sources.map((source) => {
    if (!usableId(source.wantedId) || taken.has(source.wantedId)) return undefined;
    taken.add(source.wantedId);
    return source.wantedId;
  });
  let generated = 0;
  const options = sources.map((source, i): TFieldOption => {
    let id = ids[i];
    while (id === undefined) {
      generated += 1;
      const candidate = `o${generated}`;
      if (!taken.has(candidate)) {
        id = candidate;
        taken.add(id);
      }
    }
    const weight = weightOf(source.extensions);
    if (weight === 'fraction') flag(ctx, item.linkId, 'option-points');
    return {
      id,
      label: source.label,
      ...(typeof weight === 'number' ? { points: weight } : {}),
      ...(source.alert ? { alert: true } : {}),
      children: [],
    };
  });
  const option = (when: TEnableWhen): TFieldOption | undefined => {
    const index = sources.findIndex((source) => {
      if (when.answerCoding) return source.coding !== undefined && sameCoding(when.answerCoding, source.coding);
      if (when.answerString !== undefined) return source.value === when.answerString;
      if (when.answerInteger !== undefined) return source.value === when.answerInteger;
      return false;
    });
    return index >= 0 ? options[index] : undefined;
  };
  return { options, option };
}

function choiceType(item: TItem): TFieldType {
  const controls = itemControl(item);
  if (item.repeats === true || controls.includes('check-box')) return 'checkbox';
  if (controls.includes('drop-down')) return 'select';
  return 'radio';
}

/** The field an item becomes, or null when it is dropped (listed). */
function buildField(ctx: TContext, entry: Extract<TEntry, { kind: 'field' }>): TBuilt | null {
  const { item } = entry;
  if (isCalculated(item)) return null; // listed as expression (and read-only): a computed value has no place here
  const title = item.text?.trim() ? item.text : item.linkId;
  const placeholder = extensionOf(item.extension, FHIR_EXTENSIONS.entryFormat)?.valueString;
  const id = ctx.ids.get(item) ?? generatedId(ctx);
  const base = (type: TFieldType, required = item.required === true): TField => ({
    id,
    type,
    title,
    required,
    practitionerOnly: entry.hidden,
    ...(placeholder ? { placeholder } : {}),
  });
  const repeatsUnsupported = (): void => {
    if (item.repeats === true) flag(ctx, item.linkId, 'repeats');
  };
  const media = (): void => {
    if (mediaUrl(item) !== undefined) flag(ctx, item.linkId, 'image');
  };
  if (item.type !== 'display') media();
  switch (item.type) {
    case 'display': {
      // A picture: kept only when it is one of the caller's files; else the image field stays without it.
      const url = mediaUrl(item);
      const imageUrl = url === undefined ? null : ctx.options.usableImage(url);
      if (url !== undefined && imageUrl === null) flag(ctx, item.linkId, 'image');
      const attachmentTitle = extensionOf(item.extension, FHIR_EXTENSIONS.itemMedia)?.valueAttachment?.title;
      const imageTitle = item.text?.trim() ? item.text : attachmentTitle?.trim() ? attachmentTitle : IMAGE[ctx.language];
      const { placeholder: _placeholder, ...field } = base('image', false);
      return { field: { ...field, title: imageTitle, ...(imageUrl !== null ? { imageUrl } : {}) } };
    }
    case 'string':
      repeatsUnsupported();
      return { field: base(fieldTypeExtension(item) === 'email' ? 'email' : 'text') };
    case 'text':
      repeatsUnsupported();
      return { field: base('textarea') };
    case 'decimal':
      repeatsUnsupported();
      return { field: base('number') };
    case 'integer': {
      repeatsUnsupported();
      if (fieldTypeExtension(item) !== 'rating') return { field: base('number') };
      const max = extensionOf(item.extension, FHIR_EXTENSIONS.maxValue)?.valueInteger;
      return { field: { ...base('rating'), ...(max !== undefined ? { max } : {}) } };
    }
    case 'date':
      repeatsUnsupported();
      return { field: base('date') };
    case 'attachment':
      repeatsUnsupported();
      return { field: base('image-upload') };
    case 'boolean': {
      repeatsUnsupported();
      const [yes, no] = YES_NO[ctx.language];
      const options: TFieldOption[] = [
        { id: 'yes', label: yes, children: [] },
        { id: 'no', label: no, children: [] },
      ];
      const field: TField = { ...base('radio'), options };
      const option = (when: TEnableWhen): TFieldOption | undefined =>
        when.answerBoolean === undefined ? undefined : options[when.answerBoolean ? 0 : 1];
      return { field, target: { option } };
    }
    case 'choice':
    case 'open-choice': {
      const sources = optionSources(ctx, item);
      // No options to choose from (none given, or an answer list we cannot read): the answer is free text.
      if (!sources) return { field: base('text') };
      const { options, option } = buildOptions(ctx, item, sources);
      const field: TField = { ...base(choiceType(item)), options };
      if (item.type === 'choice') return { field, target: { option } };
      // open-choice: a free answer still has a place, right after the options.
      const otherWanted = `${id}-other`;
      const otherId = usableId(otherWanted) && !ctx.taken.has(otherWanted) ? otherWanted : generatedId(ctx);
      ctx.taken.add(otherId);
      const extra: TField = {
        id: otherId,
        type: 'text',
        title: `${title} (${OTHER[ctx.language]})`,
        required: false,
        practitionerOnly: entry.hidden,
      };
      return { field, extra, target: { option } };
    }
    default:
      flag(ctx, item.linkId, 'item-type');
      return null;
  }
}

/** Why one enableWhen list cannot hang an item under an option, or the option. */
function evaluate(ctx: TContext, list: readonly TEnableWhen[]): TFieldOption | TFhirUnsupportedKind {
  const [when] = list;
  if (list.length !== 1 || !when) return 'enable-when-multiple';
  if (when.operator !== '=') return 'enable-when-operator';
  const target = ctx.targets.get(when.question);
  if (!target) return 'enable-when-target';
  return target.option(when) ?? 'enable-when-answer';
}

/** The option a condition hangs its items under (null: top level), listing a condition that cannot be kept, once. */
function resolve(ctx: TContext, condition: TCondition | null): TFieldOption | null {
  if (!condition) return null;
  const known = ctx.resolved.get(condition);
  if (known !== undefined) return known;
  const result = evaluate(ctx, condition.list);
  let option: TFieldOption | null;
  if (typeof result === 'string') {
    flag(ctx, condition.owner, result);
    option = resolve(ctx, condition.fallback);
  } else {
    option = result;
  }
  ctx.resolved.set(condition, option);
  return option;
}

function buildFields(ctx: TContext, entries: readonly TEntry[]): { fields: TField[]; patientInstructions: string | null } {
  const fields: TField[] = [];
  let patientInstructions: string | null = null;
  let pending: Extract<TEntry, { kind: 'display' }>[] = [];
  entries.forEach((entry, index) => {
    if (entry.kind === 'display') {
      if (index === 0 && entry.instructions && entry.condition === null) patientInstructions = entry.text;
      else pending.push(entry);
      return;
    }
    const built = buildField(ctx, entry);
    if (!built) return; // the texts before a dropped item go to the next one
    // Texts standing before a question (under the same condition) are read first, above its own help.
    const before: string[] = [];
    for (const display of pending) {
      if (display.condition === entry.condition) before.push(display.text);
      else flag(ctx, display.linkId, 'display-position');
    }
    pending = [];
    const helpText = [...before, ...entry.help].join('\n\n');
    if (helpText) built.field.helpText = helpText;
    // Resolved before the field becomes a target: an item cannot depend on itself.
    const option = resolve(ctx, entry.condition);
    const siblings = option ? option.children : fields;
    siblings.push(built.field);
    if (built.extra) siblings.push(built.extra);
    if (built.target && !ctx.targets.has(entry.item.linkId)) ctx.targets.set(entry.item.linkId, built.target);
  });
  for (const display of pending) flag(ctx, display.linkId, 'display-position');
  return { fields, patientInstructions };
}

function localeOf(language: string | undefined): TLocale {
  const primary = language?.split(/[-_]/)[0]?.toLowerCase();
  return isLocale(primary) ? primary : 'fr';
}

function instrumentOf(questionnaire: TQuestionnaire): TValidatedInstrumentKey | null {
  for (const coding of questionnaire.code ?? []) {
    if ((coding.system ?? FHIR_SYSTEMS.loinc) !== FHIR_SYSTEMS.loinc) continue;
    const key = VALIDATED_INSTRUMENT_KEYS.find((k) => INSTRUMENT_LOINC[k].code === coding.code);
    if (key) return key;
  }
  return null;
}

function valueSetsOf(contained: readonly unknown[]): Map<string, TConcept[]> {
  const sets = new Map<string, TConcept[]>();
  for (const resource of contained) {
    const parsed = ZValueSet.safeParse(resource);
    if (!parsed.success || sets.has(parsed.data.id)) continue;
    const { expansion, compose } = parsed.data;
    const concepts = expansion?.contains?.length
      ? expansion.contains
      : (compose?.include ?? []).flatMap((include) => (include.concept ?? []).map((concept) => ({ system: include.system, ...concept })));
    sets.set(parsed.data.id, concepts);
  }
  return sets;
}

type TBandsRead = { bands: TScoreBand[] } | { path: string };

function bandsOf(extensions: readonly TExtension[]): TBandsRead | null {
  const bands: TScoreBand[] = [];
  for (const [index, extension] of extensions.entries()) {
    if (extension.url !== FHIR_EXTENSIONS.scoreBand) continue;
    const part = (url: string): z.infer<typeof ZSubExtension> | undefined => extension.extension?.find((e) => e.url === url);
    const min = part('min')?.valueInteger;
    const max = part('max')?.valueInteger;
    const label = part('label')?.valueString;
    if (min === undefined || max === undefined || label === undefined) return { path: `extension[${index}]` };
    const level = part('level')?.valueCode;
    bands.push({
      min,
      max,
      label,
      level: (SCORE_BAND_LEVELS as readonly string[]).includes(level ?? '') ? (level as TScoreBandLevel) : 'custom',
      ...(part('positive')?.valueBoolean === true ? { positive: true as const } : {}),
    });
  }
  return bands.length > 0 ? { bands } : null;
}

/**
 * Reads an untrusted value as a FHIR R4 Questionnaire and maps it onto a template input (docs/fhir.md#import). What a
 * template cannot hold is listed; unless `dropUnsupported`, nothing is imported then. The template still has to pass
 * ZTemplateInput (the limits on count, depth and lengths are checked there, not here).
 */
export function importQuestionnaire(input: unknown, options: TFhirImportOptions): TFhirImportResult {
  if (!isRecord(input)) return { ok: false, reason: 'not-a-questionnaire', path: '' };
  if (ownValue(input, 'resourceType') !== 'Questionnaire') return { ok: false, reason: 'not-a-questionnaire', path: 'resourceType' };
  const deep = itemDepthProblem(input);
  if (deep !== null) return { ok: false, reason: 'too-deep', path: deep };
  const parsed = ZQuestionnaire.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'malformed', path: jsonPath(parsed.error.issues[0]?.path ?? []) };
  const questionnaire = parsed.data;

  const extensions = questionnaire.extension ?? [];
  const bandsRead = bandsOf(extensions);
  if (bandsRead && 'path' in bandsRead) return { ok: false, reason: 'malformed', path: bandsRead.path };

  const language = localeOf(questionnaire.language);
  const name = questionnaire.title?.trim() ? questionnaire.title : questionnaire.name?.trim() ? questionnaire.name : 'Questionnaire';
  const items = questionnaire.item ?? [];
  const ctx: TContext = {
    language,
    instrument: instrumentOf(questionnaire),
    isTitle: (text) => text === questionnaire.title?.trim(),
    topLevelCount: items.length,
    options,
    valueSets: valueSetsOf(questionnaire.contained ?? []),
    unsupported: [],
    listed: new Set(),
    ids: new Map(),
    taken: new Set(),
    generated: 0,
    targets: new Map(),
    resolved: new Map(),
  };
  if ((questionnaire.modifierExtension?.length ?? 0) > 0) flag(ctx, null, 'modifier-extension');
  if (extensions.some(isExpression)) flag(ctx, null, 'expression');

  reserveIds(ctx, items);
  const entries: TEntry[] = [];
  collect(ctx, items, { inherited: null, hidden: false, ownerHelp: null, topLevel: true }, entries);
  const { fields, patientInstructions } = buildFields(ctx, entries);

  if (ctx.unsupported.length > 0 && !options.dropUnsupported) return { ok: false, unsupported: ctx.unsupported };

  const typeCode = extensionOf(extensions, FHIR_EXTENSIONS.templateType)?.valueCode;
  const type: TTemplateType = (TEMPLATE_TYPES as readonly string[]).includes(typeCode ?? '') ? (typeCode as TTemplateType) : 'autre';
  const category = extensionOf(extensions, FHIR_EXTENSIONS.templateCategory)?.valueString;
  const hasPoints = [...walkFields(fields)].some(
    ({ field }) => isChoiceFieldType(field.type) && (field.options ?? []).some((o) => o.points !== undefined),
  );
  const scoringEnabled = extensionOf(extensions, FHIR_EXTENSIONS.scoringEnabled)?.valueBoolean ?? hasPoints;
  let scoreBands: TScoreBand[] = bandsRead?.bands ?? [];
  // A LOINC-coded instrument without our bands: the instrument's, when they fit the imported items' range.
  if (!bandsRead && ctx.instrument) {
    const version = instrumentVersion(ctx.instrument, language);
    if (version && bandCoverage(version.bands, possibleScoreRange(fields)).ok) scoreBands = version.bands.map((band) => ({ ...band }));
  }

  const template: TTemplateInput = {
    name,
    type,
    language,
    ...(questionnaire.description ? { description: questionnaire.description } : {}),
    ...(category ? { category } : {}),
    scoringEnabled,
    fields,
    scoreBands,
    patientInstructions,
    crisisMessage: extensionOf(extensions, FHIR_EXTENSIONS.crisisMessage)?.valueBoolean ?? true,
    validatedInstrument: ctx.instrument,
  };
  return { ok: true, template, unsupported: ctx.unsupported };
}
