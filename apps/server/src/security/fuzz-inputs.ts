// Generated inputs for the security battery (issue 16, "Bad input"): a fast-check arbitrary built by walking a zod 4
// schema (best effort: a value the schema accepts most of the time), then mutated the ways an attacker would: keys
// dropped or added, wrong types, boundary and huge numbers, long strings, NUL, lone surrogates, prototype-pollution
// keys and deep nesting. Whether a generated input is valid is decided afterwards by the schema itself (safeParse on
// the JSON the server receives), never guessed here. See docs/architecture.md ("Tests").
import fc from 'fast-check';

type TDef = { type: string } & Record<string, unknown>;
export type TZodLike = { _zod: { def: TDef } };
type TCheck = { _zod: { def: { check: string } & Record<string, unknown> } };

/** Values placed in generated JSON and swapped for raw JSON text that no JS value serializes to (see `toJsonText`). */
const RAW_JSON: Record<string, string> = {
  '@@HUGE@@': '1e400',
  '@@NEGATIVE_HUGE@@': '-1e400',
  '@@BIG_INTEGER@@': '123456789012345678901234567890123456789',
  '@@LONG_FRACTION@@': '0.000000000000000000000000000000000000000000000000000000000001',
};

/** The JSON text of a generated input, with the raw-number markers expanded. */
export function toJsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  for (const [marker, raw] of Object.entries(RAW_JSON)) text = text.split(`"${marker}"`).join(raw);
  return text;
}

/** The key every pollution payload sets: after the battery, no object may have it through its prototype. */
export const POLLUTION_MARK = 'pxPolluted';

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An own, enumerable property even for `__proto__` (an assignment would set the prototype instead). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function pollutionPayload(key: (typeof POLLUTION_KEYS)[number]): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  if (key === 'constructor') setOwn(payload, 'prototype', { [POLLUTION_MARK]: true });
  else setOwn(payload, POLLUTION_MARK, true);
  return payload;
}

export type TGenOptions = {
  /** The longest string a mutation inserts (queries travel in the URL: keep them short). */
  longString: number;
  /** Existing ids to use for number fields named like an id, so that valid inputs reach real records too. */
  ids: readonly number[];
};

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\udc00b', '\udbff\udbff', 'é\ud83d'];

/** Values of the wrong kind or at the edges, for any position of an input. */
function badValueArb(options: TGenOptions): fc.Arbitrary<unknown> {
  const constants = fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0,
    0.5,
    -0.000001,
    2147483647,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
    '@@HUGE@@',
    '@@NEGATIVE_HUGE@@',
    '@@BIG_INTEGER@@',
    '@@LONG_FRACTION@@',
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    ...LONE_SURROGATES,
    '\u202e\u2066',
    '\ufeff',
    '<script>alert(1)</script>',
    "' OR '1'='1' --",
    '"; DROP TABLE users; --',
    '../../../../etc/passwd',
    '%00%2e%2e%2f',
    '${7*7}{{7*7}}',
    '1',
    '-1',
    '1e999',
    'NaN',
    'null',
    'true',
    '2026-13-45T25:61:61Z',
    '__proto__',
    'constructor',
    '{"a":1}',
    [],
    {},
    [null],
    [[[]]],
    { '': '' },
  );
  const long = fc
    .tuple(fc.integer({ min: 256, max: Math.max(256, options.longString) }), fc.constantFrom('a', 'é', '😀', '\u0000', '<'))
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));
  const nested = fc.tuple(fc.integer({ min: 8, max: 40 }), fc.boolean()).map(([depth, arrays]) => {
    let value: unknown = 'deep';
    for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { a: value };
    return value;
  });
  const bigArray = fc.integer({ min: 100, max: 5000 }).map((length) => Array.from({ length }, (_, index) => index));
  return fc.oneof(
    { weight: 6, arbitrary: constants },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.double() },
    { weight: 2, arbitrary: fc.integer() },
    { weight: 1, arbitrary: long },
    { weight: 1, arbitrary: nested },
    { weight: 1, arbitrary: bigArray },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

function checksOf(def: TDef): TCheck['_zod']['def'][] {
  return ((def.checks as TCheck[] | undefined) ?? []).map((check) => check._zod.def);
}

function stringArb(schema: TZodLike): fc.Arbitrary<string> {
  const def = schema._zod.def;
  let minLength = 0;
  let maxLength = 60;
  let format = typeof def.format === 'string' ? def.format : undefined;
  let pattern = def.pattern instanceof RegExp ? def.pattern : undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = Math.max(minLength, Number(check.minimum));
    if (check.check === 'max_length') maxLength = Math.min(maxLength, Number(check.maximum));
    if (check.check === 'length_equals') minLength = maxLength = Number(check.length);
    if (check.check === 'string_format') {
      format = String(check.format);
      if (check.pattern instanceof RegExp) pattern = check.pattern;
    }
  }
  if (format === 'email') return fc.emailAddress().filter((email) => email.length <= Math.max(maxLength, 60));
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'url') return fc.webUrl();
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  // fast-check's stringMatching reads no lookaround (ZPhone's `(?=…)`): such a pattern falls back to plain strings.
  if (pattern && !pattern.flags.includes('u') && pattern.source.length < 200 && !/\(\?<?[=!]/.test(pattern.source)) {
    return fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= Math.max(maxLength, minLength));
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function numberArb(schema: TZodLike, key: string | undefined, options: TGenOptions): fc.Arbitrary<number> {
  const def = schema._zod.def;
  let min = -1e9;
  let max = 1e9;
  let integer = typeof def.format === 'string' && /int/.test(def.format);
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') min = Math.max(min, Number(check.value) + (check.inclusive ? 0 : 1));
    if (check.check === 'less_than') max = Math.min(max, Number(check.value) - (check.inclusive ? 0 : 1));
    if (check.check === 'number_format' && /int/.test(String(check.format))) integer = true;
  }
  const range = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  const looksLikeId = key !== undefined && /(^id$|Id$)/.test(key) && options.ids.length > 0;
  return looksLikeId ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...options.ids) }, { weight: 1, arbitrary: range }) : range;
}

/** A value the schema probably accepts (refinements, transforms and cross-field rules are not modelled). */
export function validArb(schema: TZodLike, options: TGenOptions, key?: string, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def;
  const inner = (child: unknown, childKey = key) => validArb(child as TZodLike, options, childKey, depth + 1);
  // Recursive schemas (template fields nest through options' children): stop at a shallow depth.
  const tooDeep = depth > 14;
  switch (def.type) {
    case 'string':
      return stringArb(schema);
    case 'number':
      return numberArb(schema, key, options);
    case 'int':
      return numberArb(schema, key, options);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'optional':
      return tooDeep ? fc.constant(undefined) : fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return tooDeep ? fc.constant(undefined) : inner((def.getter as () => unknown)());
    case 'pipe': {
      const input = def.in as TZodLike;
      // z.preprocess is a pipe from a transform: generate what the transform hands on.
      return input._zod.def.type === 'transform' ? inner(def.out) : inner(input);
    }
    case 'array': {
      let maxLength = tooDeep ? 0 : 4;
      let minLength = 0;
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') minLength = Number(check.minimum);
        if (check.check === 'max_length') maxLength = Math.min(maxLength, Number(check.maximum));
      }
      return fc.array(inner(def.element, undefined), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((item) => inner(item, undefined)));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const entries = Object.entries(shape).map(([name, child]) => [name, inner(child, name)] as const);
      return fc.tuple(...entries.map(([, arbitrary]) => arbitrary)).map((values) => {
        const result: Record<string, unknown> = {};
        entries.forEach(([name], index) => {
          if (values[index] !== undefined) result[name] = values[index];
        });
        return result;
      });
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), inner(def.valueType, undefined), { maxKeys: tooDeep ? 0 : 4 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => inner(option)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([left, right]) => (left && right && typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left));
    default:
      // any, unknown, transform, custom, …: any JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type TPath = (string | number)[];

/** Every position of a JSON value (objects' keys and arrays' items), the root first. */
function pathsOf(value: unknown, prefix: TPath = [], out: TPath[] = []): TPath[] {
  out.push(prefix);
  if (out.length > 400) return out;
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  return out;
}

function parentOf(root: unknown, path: TPath): Record<string | number, unknown> | null {
  let node = root;
  for (const step of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[step];
  return node && typeof node === 'object' ? (node as Record<string | number, unknown>) : null;
}

type TMutation =
  | { kind: 'valid' }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'drop'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'pollute'; at: number; key: (typeof POLLUTION_KEYS)[number] }
  | { kind: 'root'; value: unknown };

export type TMutationKind = TMutation['kind'];

function mutationArb(options: TGenOptions): fc.Arbitrary<TMutation> {
  const bad = badValueArb(options);
  const at = fc.nat();
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'valid' as const }) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: bad }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), at }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        at,
        key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('id', 'userId', 'ownerId', 'role', 'isAdministrator', 'a\u0000')),
        value: bad,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('pollute' as const), at, key: fc.constantFrom(...POLLUTION_KEYS) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('root' as const), value: bad }) },
  );
}

function applyMutation(valid: unknown, mutation: TMutation): unknown {
  if (mutation.kind === 'valid') return valid;
  if (mutation.kind === 'root') return mutation.value;
  // A JSON round trip: the same value the server parses, and a copy the mutation may change.
  const root = { value: valid === undefined ? {} : (JSON.parse(JSON.stringify(valid)) as unknown) };
  const paths = pathsOf(root.value, ['value']);
  const objects = paths.filter((path) => {
    const node = path.reduce<unknown>((current, step) => (current as Record<string | number, unknown>)[step], root);
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  if (mutation.kind === 'replace' || mutation.kind === 'drop') {
    const path = paths[mutation.at % paths.length]!;
    const parent = parentOf(root, path)!;
    const step = path[path.length - 1]!;
    if (mutation.kind === 'replace') parent[step] = mutation.value;
    else if (Array.isArray(parent)) parent.splice(Number(step), 1);
    else if (path.length > 1) delete parent[step];
    return root.value;
  }
  if (objects.length === 0) return root.value;
  const path = objects[mutation.at % objects.length]!;
  const target = path.reduce<unknown>((current, step) => (current as Record<string | number, unknown>)[step], root) as Record<string, unknown>;
  if (mutation.kind === 'add') setOwn(target, mutation.key, mutation.value);
  else setOwn(target, mutation.key, pollutionPayload(mutation.key));
  return root.value;
}

export type TGenerated = { input: unknown; mutation: TMutationKind };

/** Generated inputs of a procedure: valid ones from its schema, mutated ones, and no schema at all (any JSON). */
export function inputArb(schema: TZodLike | undefined, options: TGenOptions): fc.Arbitrary<TGenerated> {
  const valid = schema ? validArb(schema, options) : fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  return fc.tuple(valid, mutationArb(options)).map(([value, mutation]) => ({ input: applyMutation(value, mutation), mutation: mutation.kind }));
}

/** Mutations of known valid inputs (REST bodies, whose schemas sit behind their adapters). */
export function inputFromSeeds(seeds: readonly unknown[], options: TGenOptions): fc.Arbitrary<TGenerated> {
  return fc
    .tuple(fc.constantFrom(...seeds), mutationArb(options))
    .map(([value, mutation]) => ({ input: applyMutation(value, mutation), mutation: mutation.kind }));
}

/** Generated strings for a URL's path segment: ids at the edges, traversal, encodings, NUL, long ones. */
export function pathSegmentArb(valid: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...valid),
    fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999', '1e3', '0x10', '%00', 'a%00b', '..', '%2e%2e%2f%2e%2e%2fetc%2fpasswd'),
    fc.constantFrom('%ED%A0%80', '%C0%AE', '%FF', '%', '%E2%80%AE', '__proto__', 'constructor', 'null', 'undefined', "'%20OR%201=1--"),
    fc.integer({ min: 500, max: 6000 }).map((length) => 'a'.repeat(length)),
    fc.string({ unit: 'binary', maxLength: 30 }).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))),
  );
}

/** The pollution payloads left no trace on the prototypes of this process (the server runs in it). */
export function prototypesPolluted(): string[] {
  const found: string[] = [];
  for (const [name, candidate] of [
    ['Object.prototype', {}],
    ['Array.prototype', []],
    ['Function.prototype', () => undefined],
  ] as const) {
    if (POLLUTION_MARK in (candidate as object)) found.push(name);
  }
  return found;
}
