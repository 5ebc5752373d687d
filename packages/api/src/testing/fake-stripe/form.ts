// Stripe's request bodies (and GET query strings) are form-encoded with brackets (`line_items[0][price]=price_x`,
// `metadata[userId]=7`, `expand[]=payments`), as the SDK writes them: this turns them back into the object it was given.
export type TFormValue = string | TFormValue[] | { [key: string]: TFormValue };

export function parseStripeForm(body: string): Record<string, TFormValue> {
  const root: Record<string, TFormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head ?? '', ...rest.map((part) => part.replace(/]$/, ''))];
    let node: Record<string, TFormValue> = root;
    path.forEach((part, index) => {
      // `key[]=a&key[]=b`: each empty bracket is the next index.
      const key = part === '' && index > 0 ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next === 'object' && next !== null) node = next as Record<string, TFormValue>;
      else {
        const created: Record<string, TFormValue> = {};
        node[key] = created;
        node = created;
      }
    });
  }
  return arraysOf(root) as Record<string, TFormValue>;
}

/** Objects whose keys are 0, 1, 2… become arrays. */
function arraysOf(value: TFormValue): TFormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysOf(value[key] as TFormValue)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}
