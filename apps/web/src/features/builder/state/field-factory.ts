// New fields and options for the builder: short unique ids and sensible defaults per field type.
import { RATING_DEFAULT_MAX, isChoiceFieldType, type TField, type TFieldOption, type TFieldType } from '@praxiform/domain';

/** A short id matching the schema's /^[A-Za-z0-9_-]+$/. */
export function makeFieldId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 8);
}

/** Ids unused in `taken`, so a duplicate never happens even with short random ids. */
export function uniqueIdMaker(taken: Iterable<string>, makeId: () => string = makeFieldId): () => string {
  const used = new Set(taken);
  return () => {
    let id = makeId();
    while (used.has(id)) id = makeId();
    used.add(id);
    return id;
  };
}

export function newOption(label: string, makeId: () => string): TFieldOption {
  return { id: makeId(), label, children: [] };
}

/** A field of this type, titled by the caller (translated), with two options when it is a choice field. */
export function newField(type: TFieldType, title: string, optionLabels: readonly string[], makeId: () => string): TField {
  const field: TField = { id: makeId(), type, title, required: false, practitionerOnly: false };
  if (isChoiceFieldType(type)) field.options = optionLabels.map((label) => newOption(label, makeId));
  if (type === 'rating') field.max = RATING_DEFAULT_MAX;
  return field;
}
