// Reads the public form URL (docs/product.md#routes): /{locale}?/form/{token} or /{locale}?/form/{templateId}/{userId}/{params+}.
import { isLocale, type TLocale } from '@praxiform/domain';

/** Same shape the server accepts; anything else is "link invalid" without asking the server. */
const TOKEN = /^[A-Za-z0-9_-]{48,128}$/;
const DIGITS = /^[0-9]+$/;

export type TFormPath = {
  /** The URL's language prefix, if any. */
  locale: TLocale | null;
  /** The form's path without the prefix ('/form/…'): the draft key is derived from it. */
  formPath: string;
  /** The REST resource of this link, or null when the URL cannot be a valid link. */
  apiPath: string | null;
  /** Not a route at all (ids not made of digits, docs/product.md#validation): the not-found page, not "link invalid". */
  pageNotFound?: true;
  /**
   * A generic link cut before its security token (/form/{templateId}/{userId}): refused, and the page says the link is
   * incomplete rather than invalid (docs/product.md#deliberate-deviations).
   */
  incomplete?: true;
};

export function parseFormPath(pathname: string): TFormPath {
  const segments = pathname.split('/').slice(1);
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  const locale = isLocale(segments[0]) ? segments[0] : null;
  if (locale) segments.shift();
  const formPath = `/${segments.join('/')}`;
  const [form, first, second, ...rest] = segments;
  if (form !== 'form' || first === undefined) return { locale, formPath, apiPath: null };
  if (second === undefined) return { locale, formPath, apiPath: TOKEN.test(first) ? `/api/public-forms/${first}` : null };
  // A generic link always ends with its security token: without params it cannot be one.
  if (!DIGITS.test(first) || !DIGITS.test(second)) return { locale, formPath, apiPath: null, pageNotFound: true };
  if (rest.length === 0) return { locale, formPath, apiPath: null, incomplete: true };
  return { locale, formPath, apiPath: `/api/public-forms/generic/${first}/${second}/${rest.join('/')}` };
}
