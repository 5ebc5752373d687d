// The `message` of a REST VALIDATION_FAILED answer: a sentence naming the invalid fields, in the caller's language
// (texts in packages/i18n/locales/*/errors.json, `rest`); `code` and `errors` stay what clients match on.
import type { Request, Response } from 'express';
import { localeFrom } from '@praxiform/api';
import { isLocale, type TLocale } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';

/** The language a REST answer is written in: the signed-in user's when the request's context was built, else the browser's. */
export function restLocale(req: Request, res: Response): TLocale {
  const known: unknown = res.locals.locale;
  return isLocale(known) ? known : localeFrom(req.headers['accept-language']);
}

/** The translated sentence of an error code (errors.json, `codes`), for answers whose code alone would be English. */
export function codeMessage(locale: TLocale, code: string): string {
  const codes = resources[locale].errors.codes;
  const value = codes && typeof codes === 'object' && !Array.isArray(codes) ? codes[code] : undefined;
  return typeof value === 'string' ? value : code;
}

function text(locale: TLocale, key: 'invalidFields' | 'invalidBody'): string {
  const rest = resources[locale].errors.rest;
  const value = rest && typeof rest === 'object' && !Array.isArray(rest) ? rest[key] : undefined;
  if (typeof value !== 'string') throw new Error(`errors.rest.${key} is missing in ${locale}`);
  return value;
}

/** "Some fields are invalid: email, password." or, with no named field (a body that is not an object), a sentence on the body. */
export function validationMessage(locale: TLocale, errors: Record<string, string[]> | undefined): string {
  const fields = Object.keys(errors ?? {}).filter((field) => field !== '_');
  if (fields.length === 0) return text(locale, 'invalidBody');
  return text(locale, 'invalidFields').replace('{{fields}}', fields.join(', '));
}
