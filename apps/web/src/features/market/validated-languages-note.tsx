// The market's note on the languages of the validated instruments (docs/scores.md#sources): PHQ-9 and GAD-7 are offered
// only in the languages with an official translation that could be verified, never in a home-made one. Built from
// VALIDATED_INSTRUMENTS[key].languages, so the sentence stays true when a language is added.
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, VALIDATED_INSTRUMENT_KEYS, VALIDATED_INSTRUMENTS, type TLocale, type TValidatedInstrumentKey } from '@praxiform/domain';
import { useLocale } from '../../lib/locale';

/** Instruments offered in the same languages, and the languages they lack. */
export type TInstrumentLanguages = { keys: TValidatedInstrumentKey[]; offered: readonly TLocale[]; missing: TLocale[] };

/** The validated instruments missing a language, grouped by the languages they are offered in (an empty list when none). */
export function instrumentLanguageGroups(): TInstrumentLanguages[] {
  const groups = new Map<string, TInstrumentLanguages>();
  for (const key of VALIDATED_INSTRUMENT_KEYS) {
    const offered = VALIDATED_INSTRUMENTS[key].languages;
    const missing = LOCALES.filter((language) => !offered.includes(language));
    if (missing.length === 0) continue;
    const id = offered.join(',');
    const group = groups.get(id);
    if (group) group.keys.push(key);
    else groups.set(id, { keys: [key], offered, missing });
  }
  return [...groups.values()];
}

/**
 * The groups the market speaks of: when the language filter or the interface asks for a language they lack, or when
 * the page lists one of them (a validated instrument is presented).
 */
export function notedInstrumentGroups(
  groups: readonly TInstrumentLanguages[],
  context: { filterLanguage: TLocale | null; interfaceLanguage: TLocale; listed: readonly (string | null)[] },
): TInstrumentLanguages[] {
  return groups.filter(
    (group) =>
      (context.filterLanguage !== null && group.missing.includes(context.filterLanguage)) ||
      group.missing.includes(context.interfaceLanguage) ||
      group.keys.some((key) => context.listed.includes(key)),
  );
}

const GROUPS = instrumentLanguageGroups();

export function ValidatedLanguagesNote({
  filterLanguage,
  listed,
  groups: all = GROUPS,
}: {
  filterLanguage: TLocale | null;
  /** The validatedInstrument of each template the page lists. */
  listed: readonly (string | null)[];
  /** The instruments missing a language: those of the domain (other ones in tests only). */
  groups?: readonly TInstrumentLanguages[];
}) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  const groups = notedInstrumentGroups(all, { filterLanguage, interfaceLanguage: locale, listed });
  if (groups.length === 0) return null;
  const list = (items: string[], type: 'conjunction' | 'disjunction') => new Intl.ListFormat(locale, { type }).format(items);
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm leading-6 text-brand-900"
      data-testid="validated-languages-note"
    >
      <Info className="mt-1 size-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        {groups.map((group) => (
          <p key={group.keys.join(',')}>
            {t('validatedNote.text', {
              count: group.keys.length,
              instruments: list(
                group.keys.map((key) => t(`validatedNote.names.${key}`)),
                'conjunction',
              ),
              offered: list(
                group.offered.map((language) => t(`validatedNote.offered.${language}`)),
                'conjunction',
              ),
              missing: list(
                group.missing.map((language) => t(`validatedNote.missing.${language}`)),
                'disjunction',
              ),
            })}
          </p>
        ))}
      </div>
    </div>
  );
}
