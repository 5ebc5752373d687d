// The translator of the public form page's production build, which aliases `i18next` and `react-i18next` to this
// module (vite.form.config.ts): the part of their API the page uses, in 1 KB instead of 55. Texts come from the
// bundled JSON: nested keys, {{placeholders}} (not escaped: React escapes), plurals chosen by Intl.PluralRules
// (`_zero` for 0 when present, then `_one`, `_other`…), `defaultValue`, the fallback language, then the key itself.
// Unit tests and the dev server run the real libraries; i18n-lite.test.ts checks that both give the same texts.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** Language → namespace → the namespace's JSON. */
type TResources = Readonly<Record<string, Readonly<Record<string, unknown>>>>;
type TOptions = Readonly<Record<string, unknown>> & { count?: number; defaultValue?: string };
type TInitOptions = {
  resources: TResources;
  lng: string;
  fallbackLng?: string | readonly string[];
  defaultNS?: string;
};

export type TLiteT = (key: string, options?: TOptions) => string;

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
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

export class LiteI18n {
  language = '';
  private resources: TResources = {};
  private fallbacks: readonly string[] = [];
  private defaultNS = 'translation';
  private readonly listeners = new Set<() => void>();
  private readonly fixed = new Map<string, TLiteT>();

  /** i18next's plugin hook: react-i18next's plugin has nothing to do here. */
  use(plugin: unknown): this {
    void plugin;
    return this;
  }

  init(options: TInitOptions): Promise<TLiteT> {
    this.resources = options.resources;
    this.fallbacks = options.fallbackLng === undefined ? [] : typeof options.fallbackLng === 'string' ? [options.fallbackLng] : options.fallbackLng;
    this.defaultNS = options.defaultNS ?? this.defaultNS;
    this.fixed.clear();
    this.language = options.lng;
    return Promise.resolve(this.getFixedT(null));
  }

  changeLanguage(language: string): Promise<TLiteT> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener();
    }
    return Promise.resolve(this.getFixedT(null));
  }

  /** Calls `listener` on each change of language; for useSyncExternalStore, the same function for the instance's life. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A `t` bound to a language (null: the current one) and a namespace; the same function while they stay. */
  getFixedT(language: string | null, namespace?: string): TLiteT {
    const lng = language ?? this.language;
    const ns = namespace ?? this.defaultNS;
    const id = `${lng}|${ns}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(lng, ns, key, options);
      this.fixed.set(id, t);
    }
    return t;
  }

  t(key: string, options?: TOptions): string {
    return this.translate(this.language, this.defaultNS, key, options);
  }

  private translate(language: string, namespace: string, key: string, options: TOptions | undefined): string {
    const count = options?.count;
    for (const code of [language, ...this.fallbacks.filter((fallback) => fallback !== language)]) {
      const tree = this.resources[code]?.[namespace];
      const found =
        (count === 0 ? lookup(tree, `${key}_zero`) : undefined) ??
        (typeof count === 'number' ? lookup(tree, `${key}_${pluralOf(code, count)}`) : undefined) ??
        lookup(tree, key);
      if (found !== undefined) return interpolate(found, options);
    }
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
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

/** `t` of the namespace in the provider's current language; components re-render when the language changes. */
export function useTranslation(namespace?: string): { t: TLiteT; i18n: LiteI18n; ready: true } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  return { t: i18n.getFixedT(language, namespace), i18n, ready: true };
}
