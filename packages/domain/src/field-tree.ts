// Reading the field tree without zod: the public form page imports these, and must stay light.
import { RATING_DEFAULT_MAX } from './constants';
import type { TField } from './template-fields';

/** Walks the tree depth-first, yielding every field with its depth. */
export function* walkFields(fields: readonly TField[], depth = 0): Generator<{ field: TField; depth: number }> {
  for (const field of fields) {
    yield { field, depth };
    for (const option of field.options ?? []) yield* walkFields(option.children, depth + 1);
  }
}

export function ratingMax(field: TField): number {
  return field.max ?? RATING_DEFAULT_MAX;
}
