// Words and formats of the PDF exports, in the practitioner's interface language (i18n mail.json "export" section).
import i18next, { type TFunction } from 'i18next';
import { resources } from '@praxiform/i18n';
import { DEFAULT_LOCALE, LOCALES, type TLocale, type TProfession } from '@praxiform/domain';

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LOCALES.map((l) => [l, { mail: resources[l].mail, profile: resources[l].profile }])),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: ['mail', 'profile'],
  defaultNS: 'mail',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * The practices are in France, Belgium and the Netherlands (one time zone); the server does not know the
 * practitioner's own zone, so times are printed in this one.
 */
export const EXPORT_TIME_ZONE = 'Europe/Paris';

export type TExportLabels = {
  locale: TLocale;
  t: (key: string, vars?: Record<string, string | number>) => string;
  profession: (profession: TProfession | null, custom: string | null) => string | null;
  /** A calendar day "YYYY-MM-DD" (date answers): dd/mm/yyyy in French and Dutch, "Jan 5, 2026" in English as in the SPA. */
  day: (isoDay: string) => string;
  /** A moment (sent, completed, generated), with its time. */
  moment: (date: Date) => string;
  number: (value: number) => string;
};

function dayParts(locale: TLocale, timeZone: string): Intl.DateTimeFormatOptions {
  return locale === 'en' ? { dateStyle: 'medium', timeZone } : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone };
}

export function exportLabels(locale: TLocale): TExportLabels {
  const fixed: TFunction = instance.getFixedT(locale);
  const intlLocale = locale === 'en' ? 'en' : locale === 'nl' ? 'nl-NL' : 'fr-FR';
  const dayFormat = new Intl.DateTimeFormat(intlLocale, dayParts(locale, 'UTC'));
  const momentDay = new Intl.DateTimeFormat(intlLocale, dayParts(locale, EXPORT_TIME_ZONE));
  const momentTime = new Intl.DateTimeFormat(intlLocale, { hour: '2-digit', minute: '2-digit', timeZone: EXPORT_TIME_ZONE });
  // nl-NL writes numeric days as 05-01-2026: the exports use slashes in both European languages.
  const slashes = (text: string) => (locale === 'en' ? text : text.replace(/[-.]/g, '/'));
  return {
    locale,
    t: (key, vars) => fixed(`export.${key}`, vars ?? {}),
    profession: (profession, custom) => {
      if (!profession) return null;
      if (profession === 'other' && custom) return custom;
      return fixed(`professions.${profession}`, { ns: 'profile' });
    },
    day: (isoDay) => {
      const date = new Date(`${isoDay}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? isoDay : slashes(dayFormat.format(date));
    },
    moment: (date) => `${slashes(momentDay.format(date))} ${momentTime.format(date)}`,
    number: (value) => new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 10 }).format(value),
  };
}
