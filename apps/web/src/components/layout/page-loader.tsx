// Full-area loading state shown while the session is being checked (never a flash of the wrong page).
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center" aria-busy="true">
      <Spinner className="size-8 text-brand-600" label={t('loading')} />
    </div>
  );
}
