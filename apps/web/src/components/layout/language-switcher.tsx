// Language menu: swaps the /fr|/en|/nl prefix of the current page, keeping path, query and hash.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LOCALE_NATIVE_NAMES, LOCALES } from '@praxiform/domain';
import { useLocale } from '../../lib/locale';
import { switchLocalePath } from '../../lib/locale-core';
import { cn } from '../ui';

export function LanguageSwitcher({ className, align = 'end' }: { className?: string; align?: 'start' | 'end' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100',
          className,
        )}
        aria-label={t('language.label', { language: t(`language.names.${locale}`) })}
      >
        <Globe className="size-4" aria-hidden="true" />
        <span className="uppercase">{locale}</span>
        <ChevronDown className="hidden size-3.5 text-slate-500 sm:block" aria-hidden="true" />
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
