// Reading and rewriting the field tree without zod: the public form page imports these, and must stay light. Every
// walk over a tree (conditional fields hang under the option that reveals them) goes through walkFields or mapFields.
import { RATING_DEFAULT_MAX } from './constants';
import type { TField, TFieldOption } from './template-fields';

/** The options of a field whose children a walk goes into: all of them, unless the caller chooses (visibility). */
export type TOptionsToWalk = (field: TField) => readonly TFieldOption[];

const everyOption: TOptionsToWalk = (field) => field.options ?? [];

/** Walks the tree depth-first, yielding every field with its depth; `optionsOf` may leave some options' children out. */
export function* walkFields(fields: readonly TField[], optionsOf: TOptionsToWalk = everyOption): Generator<{ field: TField; depth: number }> {
  yield* walkAt(fields, optionsOf, 0);
}

function* walkAt(fields: readonly TField[], optionsOf: TOptionsToWalk, depth: number): Generator<{ field: TField; depth: number }> {
  for (const field of fields) {
    yield { field, depth };
    for (const option of optionsOf(field)) yield* walkAt(option.children, optionsOf, depth + 1);
  }
}

/** How mapFields rewrites a tree: `field` may replace a field or drop it (null) with all it holds; `option` replaces an option. */
export type TFieldRewrite = { field?: (field: TField) => TField | null; option?: (option: TFieldOption) => TFieldOption };

/** A new tree, rewritten field by field and option by option; children are rewritten the same way, below the parent's result. */
export function mapFields(fields: readonly TField[], rewrite: TFieldRewrite): TField[] {
  const mapped: TField[] = [];
  for (const original of fields) {
    const field = rewrite.field ? rewrite.field(original) : original;
    if (field === null) continue;
    if (!field.options) {
      mapped.push({ ...field });
      continue;
    }
    const options = field.options.map((option) => {
      const rewritten = rewrite.option ? rewrite.option(option) : option;
      return { ...rewritten, children: mapFields(rewritten.children, rewrite) };
    });
    mapped.push({ ...field, options });
  }
  return mapped;
}

export function ratingMax(field: TField): number {
  return field.max ?? RATING_DEFAULT_MAX;
}
