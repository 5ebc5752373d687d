// Pure operations on the template's field tree: find a field with its location, insert, replace, remove, clone.
import { FIELD_LIMITS, isChoiceFieldType, mapFields, walkFields, type TField, type TFieldOption } from '@praxiform/domain';

/** Where a field sits: top level (parentId null) or under an option of a choice field. */
export type TFieldLocation = { parentId: string | null; optionId: string | null; index: number };

export type TFoundField = { field: TField; location: TFieldLocation; depth: number };

export function findField(fields: readonly TField[], id: string): TFoundField | null {
  const visit = (list: readonly TField[], parentId: string | null, optionId: string | null, depth: number): TFoundField | null => {
    for (const [index, field] of list.entries()) {
      if (field.id === id) return { field, location: { parentId, optionId, index }, depth };
      for (const option of field.options ?? []) {
        const found = visit(option.children, field.id, option.id, depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  return visit(fields, null, null, 0);
}

/** The list a location points into (a copy-on-write path is done by `mapList`). */
export function listAt(fields: readonly TField[], parentId: string | null, optionId: string | null): readonly TField[] | null {
  if (parentId === null) return fields;
  const parent = findField(fields, parentId)?.field;
  const option = parent?.options?.find((o) => o.id === optionId);
  return option ? option.children : null;
}

/** Returns a new tree where the list at (parentId, optionId) is replaced by `change(list)`. */
export function mapList(fields: readonly TField[], parentId: string | null, optionId: string | null, change: (list: TField[]) => TField[]): TField[] {
  if (parentId === null) return change([...fields]);
  return fields.map((field) => {
    if (!field.options) return field;
    if (field.id === parentId) {
      return { ...field, options: field.options.map((o) => (o.id === optionId ? { ...o, children: change([...o.children]) } : o)) };
    }
    return { ...field, options: field.options.map((o) => ({ ...o, children: mapList(o.children, parentId, optionId, change) })) };
  });
}

export function mapField(fields: readonly TField[], id: string, change: (field: TField) => TField): TField[] {
  return mapFields(fields, { field: (field) => (field.id === id ? change(field) : field) });
}

export type TChildRefusal = 'NOT_CHOICE' | 'NO_OPTIONS' | 'TOO_DEEP' | 'UNKNOWN_OPTION';

/** Why a conditional field cannot hang under this option (the same rules as ZTemplateFields), or null when it can. */
export function childRefusal(fields: readonly TField[], parentId: string, optionId?: string): TChildRefusal | null {
  const found = findField(fields, parentId);
  if (!found) return 'UNKNOWN_OPTION';
  if (!isChoiceFieldType(found.field.type)) return 'NOT_CHOICE';
  if (!found.field.options || found.field.options.length === 0) return 'NO_OPTIONS';
  if (optionId !== undefined && !found.field.options.some((o) => o.id === optionId)) return 'UNKNOWN_OPTION';
  if (found.depth + 1 > FIELD_LIMITS.depthMax) return 'TOO_DEEP';
  return null;
}

/** A deep copy with new ids for the field, its options and every conditional field under them. */
export function cloneWithFreshIds(field: TField, makeId: () => string): TField {
  const cloneOption = (option: TFieldOption): TFieldOption => ({
    ...option,
    id: makeId(),
    children: option.children.map((c) => cloneWithFreshIds(c, makeId)),
  });
  return { ...field, id: makeId(), ...(field.options ? { options: field.options.map(cloneOption) } : {}) };
}

/** Every field id of the tree, depth-first. */
export function allFieldIds(fields: readonly TField[]): string[] {
  return [...walkFields(fields)].map(({ field }) => field.id);
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length) return copy;
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
