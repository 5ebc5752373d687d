// Route parameter rules: public form ids are digits only; prefix-less URLs get the locale; foreign prefixes are not found.
import { isDigitsOnly, isForeignLanguageSegment, type TLocale } from '@praxiform/domain';
import { prefixedRedirectTarget } from '../lib/locale-core';

export { isDigitsOnly, isForeignLanguageSegment };

/** Every named param is present and digits only. */
export function paramsAreDigits(params: Record<string, string | undefined>, names: readonly string[]): boolean {
  return names.every((name) => isDigitsOnly(params[name]));
}

export type TPrefixlessDecision = { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * What to do with a URL that has no /fr, /en or /nl prefix: add the locale, keeping query and hash,
 * unless it starts with another language's code, which is a page we do not have.
 */
export function prefixlessDecision(locale: TLocale, pathname: string, search: string, hash: string): TPrefixlessDecision {
  const first = pathname.split('/')[1] ?? '';
  if (isForeignLanguageSegment(first)) return { kind: 'not-found' };
  return { kind: 'redirect', to: prefixedRedirectTarget(locale, pathname, search, hash) };
}
