// Options of a new form link (template, instructions, expiry, language), checked like the server does before any call.
import { useState } from 'react';
import { isCalendarDay, LINK_DEFAULT_DAYS, LINK_MAX_DAYS, ZInstructions, type TLocale } from '@praxiform/domain';
import { withoutChanged } from './field-errors';
import { dayAfter } from './format';

export type TLinkOptions = { templateId: number | null; instructions: string; expiresOn: string; language: TLocale };

/** i18n keys per field (the errors namespace for shared codes). */
export type TLinkOptionErrors = Partial<Record<'templateId' | 'instructions' | 'expiresOn', string>>;

export function defaultLinkOptions(language: TLocale, today: Date): TLinkOptions {
  return { templateId: null, instructions: '', expiresOn: dayAfter(today, LINK_DEFAULT_DAYS), language };
}

export function expiryBounds(today: Date): { min: string; max: string } {
  return { min: dayAfter(today, 0), max: dayAfter(today, LINK_MAX_DAYS) };
}

/** i18n key of what is wrong with an expiry day, or null: a real day from today to a year ahead. */
export function checkExpiry(expiresOn: string, today: Date): string | null {
  const { min, max } = expiryBounds(today);
  if (!isCalendarDay(expiresOn)) return 'errors:validation.DATE_INVALID';
  // YYYY-MM-DD strings compare in calendar order.
  return expiresOn < min || expiresOn > max ? 'errors:codes.EXPIRY_IN_PAST' : null;
}

export function checkLinkOptions(options: TLinkOptions, today: Date): TLinkOptionErrors {
  const errors: TLinkOptionErrors = {};
  if (options.templateId === null) errors.templateId = 'submissions:send.errors.templateRequired';
  const instructions = ZInstructions.safeParse(options.instructions);
  if (!instructions.success) errors.instructions = `errors:validation.${instructions.error.issues[0]?.message ?? 'REQUIRED'}`;
  const expiry = checkExpiry(options.expiresOn, today);
  if (expiry) errors.expiresOn = expiry;
  return errors;
}

/** The instructions as the procedures take them: an empty text is no instructions. */
export function instructionsInput(text: string): string | undefined {
  return text.trim() ? text.trim() : undefined;
}

/** The options form of a new link (send dialog, waiting-room page): values, errors cleared as fields change, a check. */
export function useLinkOptionsForm(language: TLocale) {
  const [today] = useState(() => new Date());
  const [values, setValues] = useState<TLinkOptions>(() => defaultLinkOptions(language, today));
  const [errors, setErrors] = useState<TLinkOptionErrors>({});

  const update = (next: Partial<TLinkOptions>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => withoutChanged(current, next));
  };

  /** The procedure's input when the options are valid, else null (the errors are shown). */
  const checked = (): { templateId: number; instructions: string | undefined; expiresOn: string; language: TLocale } | null => {
    const found = checkLinkOptions(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0 || values.templateId === null) return null;
    return {
      templateId: values.templateId,
      instructions: instructionsInput(values.instructions),
      expiresOn: values.expiresOn,
      language: values.language,
    };
  };

  return { today, values, errors, update, checked };
}
