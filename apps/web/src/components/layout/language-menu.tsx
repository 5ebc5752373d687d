// The language menu (Radix dropdown): swaps the /fr|/en|/nl prefix of the current page, keeping path, query and hash.
// Loaded on first use by the language switcher (language-switcher.tsx), which shows the same trigger until then.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LOCALE_NATIVE_NAMES, LOCALES } from '@praxiform/domain';
import { useLocale } from '../../lib/locale';
import { switchLocalePath } from '../../lib/locale-core';
import { cn } from '../ui';
import { LANGUAGE_TRIGGER_CLASS, LanguageTriggerContent } from './language-trigger';

export function LanguageMenu({
  className,
  align = 'end',
  defaultOpen = false,
}: {
  className?: string;
  align?: 'start' | 'end';
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={cn(LANGUAGE_TRIGGER_CLASS, className)}
        aria-label={t('language.label', { language: t(`language.names.${locale}`) })}
      >
        <LanguageTriggerContent locale={locale} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
        >
          {LOCALES.map((code) => (
            <DropdownMenu.Item key={code} asChild>
              <Link
                to={`${switchLocalePath(location.pathname, code)}${location.search}${location.hash}`}
                lang={code}
                hrefLang={code}
                aria-current={code === locale ? 'true' : undefined}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900"
              >
                <span>{LOCALE_NATIVE_NAMES[code]}</span>
                {code === locale && <Check className="size-4 text-brand-600" aria-hidden="true" />}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
