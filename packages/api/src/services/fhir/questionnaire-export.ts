// A template as a FHIR R4 Questionnaire (docs/fhir.md#export-questionnaire): a pure mapping, no database. Field ids
// become linkIds, options become codings of FHIR_SYSTEMS.option, conditional fields become child items with enableWhen.
import type { Extension, Questionnaire, QuestionnaireItem, QuestionnaireItemAnswerOption } from '@medplum/fhirtypes';
import { ratingMax, walkFields, type TField, type TFieldOption, type TScoreBand } from '@praxiform/domain';
import {
  FHIR_EXTENSIONS,
  FHIR_SYSTEMS,
  INSTRUCTIONS_LINK_ID,
  INSTRUMENT_LOINC,
  questionnaireUrl,
  type TFhirContext,
  type TFhirTemplate,
} from './fhir-profile';

/** The suffix of the display item carrying a field's help text (a child of the question, or a sibling of a picture). */
export const HELP_LINK_ID_SUFFIX = '-help';

/** The address of a stored file as a FHIR client fetches it: the app's public URL and the file's path. */
export function absoluteFileUrl(context: TFhirContext, path: string): string {
  return `${context.baseUrl.replace(/\/+$/, '')}${path}`;
}

const LIGATURES: Record<string, string> = { Œ: 'OE', œ: 'oe', Æ: 'AE', æ: 'ae', ß: 'ss' };

/**
 * A computable name (FHIR que-0: `[A-Z]([A-Za-z0-9_]){0,254}`): the letters and digits of the template's name,
 * accents removed and ligatures spelt out, each word starting with a capital; `Template<id>` when that does not start with a letter.
 */
export function computableName(name: string, id: number): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ŒœÆæß]/g, (letter) => LIGATURES[letter] ?? '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return /^[A-Z]/.test(pascal) ? pascal.slice(0, 255) : `Template${id}`;
}

/** Text FHIR accepts: a string with something else than white space (FHIR strings may not be empty). */
function present(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** linkIds unique in the whole Questionnaire: field ids are taken first, generated ids get a counter when taken. */
class LinkIds {
  private readonly taken = new Set<string>();

  constructor(fields: readonly TField[]) {
    for (const { field } of walkFields(fields)) this.taken.add(field.id);
  }

  allocate(base: string): string {
    let linkId = base;
    for (let n = 2; this.taken.has(linkId); n += 1) linkId = `${base}-${n}`;
    this.taken.add(linkId);
    return linkId;
  }
}

const codeableExtension = (url: string, system: string, code: string): Extension => ({ url, valueCodeableConcept: { coding: [{ system, code }] } });
const itemControl = (code: string): Extension => codeableExtension(FHIR_EXTENSIONS.itemControl, FHIR_SYSTEMS.itemControl, code);
const fieldTypeExtension = (code: string): Extension => ({ url: FHIR_EXTENSIONS.fieldType, valueCode: code });

function bandExtension(band: TScoreBand): Extension {
  const parts: Extension[] = [
    { url: 'min', valueInteger: band.min },
    { url: 'max', valueInteger: band.max },
    { url: 'label', valueString: band.label },
    { url: 'level', valueCode: band.level },
  ];
  if (band.positive === true) parts.push({ url: 'positive', valueBoolean: true });
  return { url: FHIR_EXTENSIONS.scoreBand, extension: parts };
}

function templateExtensions(template: TFhirTemplate): Extension[] {
  const extensions: Extension[] = [{ url: FHIR_EXTENSIONS.templateType, valueCode: template.type }];
  if (present(template.category)) extensions.push({ url: FHIR_EXTENSIONS.templateCategory, valueString: template.category });
  extensions.push({ url: FHIR_EXTENSIONS.scoringEnabled, valueBoolean: template.scoringEnabled });
  extensions.push({ url: FHIR_EXTENSIONS.crisisMessage, valueBoolean: template.crisisMessage });
  for (const band of template.scoreBands) extensions.push(bandExtension(band));
  return extensions;
}

function answerOption(option: TFieldOption): QuestionnaireItemAnswerOption {
  const extension: Extension[] = [];
  if (option.points !== undefined) {
    extension.push({ url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: option.points });
    extension.push({ url: FHIR_EXTENSIONS.itemWeight, valueDecimal: option.points });
  }
  if (option.alert === true) extension.push({ url: FHIR_EXTENSIONS.optionAlert, valueBoolean: true });
  return {
    valueCoding: { system: FHIR_SYSTEMS.option, code: option.id, display: option.label },
    ...(extension.length > 0 ? { extension } : {}),
  };
}

/** The item type and the extensions telling what FHIR's type alone does not (the control, our field type, bounds). */
function typeOf(field: TField, context: TFhirContext): Pick<QuestionnaireItem, 'type' | 'repeats'> & { extension: Extension[] } {
  switch (field.type) {
    case 'text':
      return { type: 'string', extension: [] };
    case 'textarea':
      return { type: 'text', extension: [] };
    case 'email':
      return { type: 'string', extension: [fieldTypeExtension('email')] };
    case 'number':
      return { type: 'decimal', extension: [] };
    case 'date':
      return { type: 'date', extension: [] };
    case 'radio':
      return { type: 'choice', extension: [itemControl('radio-button')] };
    case 'select':
      return { type: 'choice', extension: [itemControl('drop-down')] };
    case 'checkbox':
      return { type: 'choice', repeats: true, extension: [itemControl('check-box')] };
    case 'rating':
      return {
        type: 'integer',
        extension: [
          fieldTypeExtension('rating'),
          { url: FHIR_EXTENSIONS.minValue, valueInteger: 1 },
          { url: FHIR_EXTENSIONS.maxValue, valueInteger: ratingMax(field) },
        ],
      };
    case 'image': {
      const extension = [fieldTypeExtension('image')];
      if (field.imageUrl) {
        extension.push({
          url: FHIR_EXTENSIONS.itemMedia,
          valueAttachment: { url: absoluteFileUrl(context, field.imageUrl), title: field.title },
        });
      }
      return { type: 'display', extension };
    }
    case 'image-upload':
      return { type: 'attachment', extension: [] };
  }
}

function helpItem(linkId: string, text: string, asChild: boolean): QuestionnaireItem {
  // A question's help is its child with the `help` control (SDC); a picture (display) may hold no child: its help
  // follows it, marked with the `help` display category.
  const extension = asChild ? [itemControl('help')] : [codeableExtension(FHIR_EXTENSIONS.displayCategory, FHIR_SYSTEMS.displayCategory, 'help')];
  return { linkId, type: 'display', text, extension };
}

/** The items of a field: its own, and (for a picture with a help text) the help that follows it. */
function fieldItems(field: TField, context: TFhirContext, linkIds: LinkIds): QuestionnaireItem[] {
  const { type, repeats, extension } = typeOf(field, context);
  const display = type === 'display';
  if (present(field.placeholder) && !display) extension.push({ url: FHIR_EXTENSIONS.entryFormat, valueString: field.placeholder });
  if (field.practitionerOnly) extension.push({ url: FHIR_EXTENSIONS.hidden, valueBoolean: true });

  const children: QuestionnaireItem[] = [];
  const help = present(field.helpText) ? helpItem(linkIds.allocate(`${field.id}${HELP_LINK_ID_SUFFIX}`), field.helpText, !display) : null;
  if (help && !display) children.push(help);
  for (const option of field.options ?? []) {
    for (const child of option.children) {
      // Shown when the option is chosen; a picture's help sibling shows under the same condition as the picture.
      for (const childItem of fieldItems(child, context, linkIds)) {
        childItem.enableWhen = [{ question: field.id, operator: '=', answerCoding: { system: FHIR_SYSTEMS.option, code: option.id } }];
        children.push(childItem);
      }
    }
  }

  const item: QuestionnaireItem = {
    linkId: field.id,
    type,
    text: field.title,
    ...(field.required && !display ? { required: true } : {}),
    ...(repeats ? { repeats } : {}),
    ...(extension.length > 0 ? { extension } : {}),
    ...(field.options && field.options.length > 0 && !display ? { answerOption: field.options.map(answerOption) } : {}),
    ...(children.length > 0 ? { item: children } : {}),
  };
  return display && help ? [item, help] : [item];
}

/** The template as a Questionnaire: its metadata, score bands, instrument code, patient instructions and fields. */
export function toQuestionnaire(template: TFhirTemplate, context: TFhirContext): Questionnaire {
  const linkIds = new LinkIds(template.fields);
  const items: QuestionnaireItem[] = [];
  if (present(template.patientInstructions)) {
    items.push({
      linkId: linkIds.allocate(INSTRUCTIONS_LINK_ID),
      type: 'display',
      text: template.patientInstructions,
      extension: [codeableExtension(FHIR_EXTENSIONS.displayCategory, FHIR_SYSTEMS.displayCategory, 'instructions')],
    });
  }
  for (const field of template.fields) items.push(...fieldItems(field, context, linkIds));

  const updated = template.updatedAt.toISOString();
  return {
    resourceType: 'Questionnaire',
    id: String(template.id),
    extension: templateExtensions(template),
    url: questionnaireUrl(context, template.id),
    version: updated,
    name: computableName(template.name, template.id),
    title: template.name,
    status: 'active',
    date: updated,
    language: template.language,
    ...(present(template.description) ? { description: template.description } : {}),
    subjectType: ['Patient'],
    ...(template.validatedInstrument ? { code: [{ system: FHIR_SYSTEMS.loinc, ...INSTRUMENT_LOINC[template.validatedInstrument] }] } : {}),
    ...(items.length > 0 ? { item: items } : {}),
  };
}
