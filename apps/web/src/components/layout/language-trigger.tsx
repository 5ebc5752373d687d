// What the language switcher's button shows, the same before and after its menu loads (language-switcher.tsx).
import { ChevronDown, Globe } from 'lucide-react';
import type { TLocale } from '@praxiform/domain';

export const LANGUAGE_TRIGGER_CLASS =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100';

export function LanguageTriggerContent({ locale }: { locale: TLocale }) {
  return (
    <>
      <Globe className="size-4" aria-hidden="true" />
      <span className="uppercase">{locale}</span>
      <ChevronDown className="hidden size-3.5 text-slate-500 sm:block" aria-hidden="true" />
    </>
  );
}
