// How contract.test.ts records what the local Stripe answers: normalised (generated ids → `cus_001` by prefix and order,
// the fake's address → a fixed one, random invoice prefixes → fixed ones; timestamps come from the test's fixed clock)
// and written as a TypeScript module whose every value `satisfies` its SDK type, printed the way Prettier prints it.
import Stripe from 'stripe';

/** Generated ids: Stripe's prefixes the fake uses, then 14 to 58 letters and digits. */
const ID = /\b(cs_test|bps|bpc|cus|sub|si|inpay|in|il|li|pi|ch|py|pm|re|txn|evt|req)_([A-Za-z0-9]{14,58})\b/g;
const RETRY_KEY = /\bstripe-node-retry-[0-9a-f-]{36}\b/g;
export const FIXED_URL = 'http://127.0.0.1:12111';

const isDecimal = (value: unknown): value is Stripe.Decimal =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { toFixed?: unknown }).toFixed === 'function' &&
  typeof (value as { isZero?: unknown }).isZero === 'function';

export class Normaliser {
  private readonly ids = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  private readonly prefixes = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  private placeholder(kind: string, value: string, make: (n: number) => string): string {
    const known = this.ids.get(value);
    if (known) return known;
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    const made = make(n);
    this.ids.set(value, made);
    return made;
  }

  private invoicePrefix(prefix: string): string {
    let known = this.prefixes.get(prefix);
    if (!known) {
      known = `PREFIX${String.fromCharCode(64 + this.prefixes.size + 1)}${String.fromCharCode(64 + this.prefixes.size + 1)}`;
      this.prefixes.set(prefix, known);
    }
    return known;
  }

  private text(value: string, key: string): string {
    if (key === 'invoice_prefix' && /^[A-Z]{8}$/.test(value)) return this.invoicePrefix(value);
    const number = key === 'number' ? /^([A-Z]{8})-(\d{4})$/.exec(value) : null;
    if (number) return `${this.invoicePrefix(number[1] as string)}-${number[2] as string}`;
    return value
      .split(this.baseUrl)
      .join(FIXED_URL)
      .replace(ID, (id, prefix: string) => this.placeholder(prefix, id, (n) => `${prefix}_${String(n).padStart(3, '0')}`))
      .replace(RETRY_KEY, (id) => this.placeholder('retry', id, (n) => `stripe-node-retry-${String(n).padStart(3, '0')}`));
  }

  /**
   * A JSON-like copy with ids, URLs and invoice numbers made stable. `decimalStrings`: the `*_decimal` strings of a
   * webhook payload become Stripe.Decimal, as the SDK's event types say (its API answers are converted by the SDK).
   */
  normalise(value: unknown, decimalStrings = false, key = ''): unknown {
    if (isDecimal(value)) return Stripe.Decimal.from(value.toString());
    if (typeof value === 'string') return decimalStrings && key.endsWith('_decimal') ? Stripe.Decimal.from(value) : this.text(value, key);
    if (Array.isArray(value)) return value.map((item) => this.normalise(item, decimalStrings, key));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value).map((name) => [name, this.normalise((value as Record<string, unknown>)[name], decimalStrings, name)]),
      );
    return value;
  }
}

const PRINT_WIDTH = 150;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A string literal as Prettier writes it with singleQuote: single quotes unless that needs more escapes. */
function quote(value: string): string {
  const singles = (value.match(/'/g) ?? []).length;
  const doubles = (value.match(/"/g) ?? []).length;
  const mark = singles > doubles ? '"' : "'";
  const escaped = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t').split(mark).join(`\\${mark}`);
  return `${mark}${escaped}${mark}`;
}

const key = (name: string) => (IDENTIFIER.test(name) ? name : quote(name));

/** `value` as a TypeScript literal at `indent`; `prefix` is what precedes it on its line (for the width check). */
function literal(value: unknown, indent: string, prefix: number): string {
  if (value === null) return 'null';
  if (isDecimal(value)) return `decimal(${quote(value.toString())})`;
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const simple = value.every((item) => item === null || isDecimal(item) || typeof item !== 'object');
    if (simple) {
      const flat = `[${value.map((item) => literal(item, inner, 0)).join(', ')}]`;
      if (prefix + flat.length + 1 <= PRINT_WIDTH) return flat;
    }
    return `[\n${value.map((item) => `${inner}${literal(item, inner, inner.length)},`).join('\n')}\n${indent}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([name, item]) => {
      const head = `${inner}${key(name)}: `;
      return `${head}${literal(item, inner, head.length)},`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  }
  throw new Error(`A fixture cannot hold ${typeof value}.`);
}

export type TFixture = { name: string; type: string; value: unknown };

/** A module of `export const name = { … } satisfies Type;`, Prettier-clean. */
export function fixtureModule(header: string, imports: string[], fixtures: TFixture[], preamble = ''): string {
  const body = fixtures.map((fixture) => `export const ${fixture.name} = ${literal(fixture.value, '', 0)} satisfies ${fixture.type};\n`).join('\n');
  return `${header
    .trim()
    .split('\n')
    .map((line) => `// ${line}`.trimEnd())
    .join('\n')}\n${imports.join('\n')}\n\n${preamble ? `${preamble.trim()}\n\n` : ''}${body}`;
}

/** What a fixture module with decimals declares first (named, so its declarations can name the type). */
export const DECIMAL_PREAMBLE = `/** A decimal field as the SDK types it, under a name this module's declarations can use. */
export type TDecimal = Stripe.Decimal & { readonly fixture?: never };
const decimal = (value: string): TDecimal => Stripe.Decimal.from(value);`;

/** `customer.subscription.updated` → `CustomerSubscriptionUpdated`. */
export const pascal = (type: string) =>
  type
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
