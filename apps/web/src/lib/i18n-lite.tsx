// The translator of the production builds that run on Preact, the patient's form page (vite.form.config.ts) and the
// guest pages (vite.guest.config.ts), which alias `i18next` and `react-i18next` to this module: the part of their API
// those pages use, in 2 KB instead of 16 (docs/architecture.md, "The guest pages"). Texts come from the resources
// given to init or from a backend plugin (lib/i18n.ts reads each namespace's JSON when first needed): nested keys,
// `namespace:key`, several namespaces searched in order, {{placeholders}} (not escaped: React escapes), plurals
// chosen by Intl.PluralRules (`_zero` for 0 when present, then `_one`, `_other`…), `returnObjects`, `defaultValue`,
// the fallback language, then the key itself; <Trans> with named tags; a component waits (Suspense) for a namespace
// the backend has not loaded yet, as react-i18next's do. Unit tests and the dev server run the real libraries;
// i18n-lite.test.tsx checks that both give the same texts.
import {
  Fragment,
  cloneElement,
  createContext,
  createElement,
  isValidElement,
  useContext,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Language → namespace → the namespace's JSON. */
type TResources = Record<string, Record<string, unknown>>;
type TOptions = Readonly<Record<string, unknown>> & { count?: number; defaultValue?: string; returnObjects?: boolean };
type TNamespaces = string | readonly string[];
type TBackend = {
  type: 'backend';
  read: (language: string, namespace: string, callback: (error: unknown, data: unknown) => void) => void;
};
type TInitOptions = {
  resources?: Readonly<TResources>;
  lng: string;
  fallbackLng?: string | readonly string[] | false;
  defaultNS?: string;
  ns?: readonly string[];
};

export type TLiteT = (key: string, options?: TOptions) => string;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
/** `ns:key`: a namespace prefix is a plain word. */
const NAMESPACED = /^([A-Za-z]+):(.+)$/;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** {{name}} gets options.name; a name the options lack stays as written, as i18next leaves it. */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (match, rawName: string) => {
    const name = rawName.trim();
    if (!Object.prototype.hasOwnProperty.call(options, name)) return match;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

/** A returned object's strings interpolated, as i18next's returnObjects gives them. */
function interpolateTree(node: unknown, options: TOptions | undefined): unknown {
  if (typeof node === 'string') return interpolate(node, options);
  if (Array.isArray(node)) return node.map((item) => interpolateTree(item, options));
  if (typeof node === 'object' && node !== null) {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateTree(value, options)]));
  }
  return node;
}

const list = (namespaces: TNamespaces | undefined, fallback: string): readonly string[] =>
  namespaces === undefined ? [fallback] : typeof namespaces === 'string' ? [namespaces] : namespaces.length > 0 ? namespaces : [fallback];

export class LiteI18n {
  language = '';
  private resources: TResources = {};
  private fallbacks: readonly string[] = [];
  private defaultNS = 'translation';
  private backend: TBackend | null = null;
  /** Every namespace asked for, loaded again in a new language before it becomes the current one. */
  private readonly used = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, TLiteT>();

  /** i18next's plugin hook: keeps a backend; react-i18next's plugin has nothing to do here. */
  use(plugin: unknown): this {
    if ((plugin as { type?: unknown } | null)?.type === 'backend') this.backend = plugin as TBackend;
    return this;
  }

  init(options: TInitOptions): Promise<TLiteT> {
    this.resources = Object.fromEntries(Object.entries(options.resources ?? {}).map(([language, namespaces]) => [language, { ...namespaces }]));
    const fallback = options.fallbackLng;
    this.fallbacks = fallback === undefined || fallback === false ? [] : typeof fallback === 'string' ? [fallback] : fallback;
    this.defaultNS = options.defaultNS ?? this.defaultNS;
    this.fixed.clear();
    this.language = options.lng;
    return this.loadNamespaces([...(options.ns ?? [this.defaultNS])]).then(() => this.getFixedT(null));
  }

  /** Whether each namespace is there in the language (always, without a backend: the texts are given to init). */
  hasLoaded(language: string, namespaces: readonly string[]): boolean {
    return !this.backend || namespaces.every((namespace) => this.resources[language]?.[namespace] !== undefined);
  }

  private load(language: string, namespace: string): Promise<void> {
    const backend = this.backend;
    if (!backend || this.resources[language]?.[namespace] !== undefined) return Promise.resolve();
    const id = `${language}|${namespace}`;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = new Promise<void>((resolve) => {
        backend.read(language, namespace, (error, data) => {
          // A namespace that fails to load is empty: its keys read as themselves, as with i18next.
          (this.resources[language] ??= {})[namespace] = error ? {} : data;
          resolve();
        });
      });
      this.loading.set(id, pending);
    }
    return pending;
  }

  loadNamespaces(namespaces: TNamespaces): Promise<void> {
    const names = list(namespaces, this.defaultNS);
    for (const name of names) this.used.add(name);
    return Promise.all(names.map((name) => this.load(this.language, name))).then(() => undefined);
  }

  changeLanguage(language: string): Promise<TLiteT> {
    return Promise.all([...this.used].map((name) => this.load(language, name))).then(() => {
      if (language !== this.language) {
        this.language = language;
        for (const listener of this.listeners) listener();
      }
      return this.getFixedT(null);
    });
  }

  /** Calls `listener` on each change of language; for useSyncExternalStore, the same function for the instance's life. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A `t` bound to a language (null: the current one) and namespaces; the same function while they stay. */
  getFixedT(language: string | null, namespaces?: TNamespaces): TLiteT {
    const lng = language ?? this.language;
    const names = list(namespaces, this.defaultNS);
    const id = `${lng}|${names.join(',')}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(lng, names, key, options) as string;
      this.fixed.set(id, t);
    }
    return t;
  }

  t(key: string, options?: TOptions): string {
    return this.translate(this.language, [this.defaultNS], key, options) as string;
  }

  exists(key: string): boolean {
    return this.find(this.language, [this.defaultNS], key, undefined) !== undefined;
  }

  private find(language: string, namespaces: readonly string[], key: string, options: TOptions | undefined): unknown {
    const namespaced = NAMESPACED.exec(key);
    const names = namespaced ? [namespaced[1]!] : namespaces;
    const path = namespaced ? namespaced[2]! : key;
    const count = options?.count;
    for (const code of [language, ...this.fallbacks.filter((fallback) => fallback !== language)]) {
      for (const name of names) {
        const tree = this.resources[code]?.[name];
        const found =
          (count === 0 ? lookup(tree, `${path}_zero`) : undefined) ??
          (typeof count === 'number' ? lookup(tree, `${path}_${pluralOf(code, count)}`) : undefined) ??
          lookup(tree, path);
        if (typeof found === 'string' || (options?.returnObjects && typeof found === 'object' && found !== null)) return found;
      }
    }
    return undefined;
  }

  private translate(language: string, namespaces: readonly string[], key: string, options: TOptions | undefined): unknown {
    const found = this.find(language, namespaces, key, options);
    if (found !== undefined) return interpolateTree(found, options);
    if (options?.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    return NAMESPACED.exec(key)?.[2] ?? key;
  }
}

export function createInstance(): LiteI18n {
  return new LiteI18n();
}

export default { createInstance };

/** react-i18next's plugin object, accepted by `use` and ignored. */
export const initReactI18next = { type: '3rdParty' as const, init: () => undefined };

const I18nContext = createContext<LiteI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * `t` of the namespaces in the provider's current language; components re-render when the language changes, and
 * wait in their Suspense boundary while the backend loads a namespace.
 */
export function useTranslation(namespaces?: TNamespaces): { t: TLiteT; i18n: LiteI18n; ready: true } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  const names = namespaces === undefined ? [] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  if (!i18n.hasLoaded(language, names)) throw i18n.loadNamespaces(names);
  return { t: i18n.getFixedT(language, namespaces), i18n, ready: true };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** A text's named tags as the given elements (`<terms>…</terms>` → components.terms with the text inside). */
function withTags(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    const inner = match[2] === undefined ? [] : withTags(match[2], components);
    nodes.push(
      isValidElement(element) ? cloneElement(element, { key: nodes.length }, ...inner) : createElement(Fragment, { key: nodes.length }, ...inner),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

type TTransProps = { t: TLiteT; i18nKey: string; values?: Readonly<Record<string, unknown>>; components?: Readonly<Record<string, ReactElement>> };

/** react-i18next's <Trans> for texts with named tags: `<Trans t={t} i18nKey="…" values={…} components={{ strong: <strong /> }} />`. */
export function Trans({ t, i18nKey, values, components = {} }: TTransProps) {
  return createElement(Fragment, null, ...withTags(t(i18nKey, values), components));
}
