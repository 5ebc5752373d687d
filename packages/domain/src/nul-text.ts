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

/**
 * The path of the first string, or object key, that holds a NUL character in a JSON-like value (depth first, in key
 * order); null when there is none. Iterative, so that no nesting depth can overflow the stack.
 */
export function findNulPath(value: unknown): TInputPath | null {
  const pending: { value: unknown; path: TInputPath }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return next.path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push({ value: current[index], path: [...next.path, index] });
    } else if (isPlainObject(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (key.includes('\u0000')) return [...next.path, key];
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        pending.push({ value: child, path: [...next.path, key] });
      }
    }
  }
  return null;
}
