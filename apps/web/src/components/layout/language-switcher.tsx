// Language switcher: the button of the language menu, whose code (Radix's dropdown, about a fifth of a guest page's
// script) loads when the visitor points at, focuses or presses the button; the menu then opens where the button was.
// Until then the button looks and reads the same as the menu's own trigger (docs/architecture.md, "The guest pages").
import { Suspense, lazy, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { cn } from '../ui';
import { LANGUAGE_TRIGGER_CLASS, LanguageTriggerContent } from './language-trigger';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

type TProps = { className?: string; align?: 'start' | 'end' };

export function LanguageSwitcher({ className, align = 'end' }: TProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const preload = () => void loadMenu().catch(() => undefined);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpened(true);
  };
  const button = (
    <button
      type="button"
      className={cn(LANGUAGE_TRIGGER_CLASS, className)}
      aria-label={t('language.label', { language: t(`language.names.${locale}`) })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened(true)}
      onKeyDown={onKeyDown}
    >
      <LanguageTriggerContent locale={locale} />
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu className={className} align={align} defaultOpen />
    </Suspense>
  );
}
