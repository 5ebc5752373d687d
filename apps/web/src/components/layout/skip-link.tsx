// "Skip to content" link: the first stop of the keyboard, visible only when focused.
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[100] rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-800 shadow-lg ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('layout.skipToContent')}
    </a>
  );
}
