// The goodbye message shown on the landing page right after an account deletion (passed in the navigation state).
import { useState } from 'react';
import { HeartHandshake, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Container } from '../ui';

export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

function cameFromDeletion(state: unknown): boolean {
  return Boolean(state) && typeof state === 'object' && (state as Record<string, unknown>).accountDeleted === true;
}

export function AccountDeletedNotice() {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !cameFromDeletion(location.state)) return null;
  return (
    <div role="status" className="border-b border-brand-100 bg-brand-50">
      <Container className="flex items-start gap-3 py-3 text-sm text-brand-900">
        <HeartHandshake className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-semibold">{t('goodbye.title')}</p>
          <p className="text-brand-800">{t('goodbye.text')}</p>
        </div>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-100"
          aria-label={t('goodbye.dismiss')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </Container>
    </div>
  );
}
