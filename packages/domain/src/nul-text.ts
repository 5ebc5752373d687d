// PostgreSQL stores no NUL character in text or jsonb: a value holding one fails the statement, which answered 500 and
// logged the text up to it. The server refuses such inputs as a whole (tRPC middleware, REST bodies), before any
// schema, so no field can forget the rule.

/** The issue message of a refused text; the same code the patients' notes use for their unsafe characters. */
export const NUL_TEXT_ISSUE = 'TEXT_UNSAFE_CHARACTERS';

export type TInputPath = (string | number)[];

/** Parsed JSON objects only: a Buffer or a Date is no input text (and a Buffer's bytes are not to be walked one by one). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

type TPending = { value: unknown; key: string | number | null; parent: TPending | null };

function pathOf(entry: TPending, lastKey?: string): TInputPath {
  const path: TInputPath = lastKey === undefined ? [] : [lastKey];
  for (let at: TPending | null = entry; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string, or object key, that holds a NUL character in a JSON-like value (depth first, in key
 * order); null when there is none. Iterative, and each value keeps a link to its parent instead of a copy of its path,
 * so that no nesting depth can overflow the stack or cost more than one step per value.
 */
export function findNulPath(value: unknown): TInputPath | null {
  const pending: TPending[] = [{ value, key: null, parent: null }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push({ value: current[index], key: index, parent: entry });
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      for (const key of keys) if (key.includes('\u0000')) return pathOf(entry, key);
      for (let index = keys.length - 1; index >= 0; index -= 1) pending.push({ value: current[keys[index]!], key: keys[index]!, parent: entry });
    }
  }
  return null;
}
