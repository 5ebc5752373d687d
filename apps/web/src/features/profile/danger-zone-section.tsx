// Section 5: account deletion, explaining what goes (patients, anonymous forms, private templates) and what stays (public templates).
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, Minus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { Button } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { localizedPath, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { ACCOUNT_DELETED_STATE } from '../../components/layout/account-deleted-notice';
import { DeleteAccountForm } from './delete-account-form';
import { FormAlert } from '../../components/ui/form-alert';
import { Dialog } from '../../components/ui/dialog';
import { ProfileSection } from './profile-section';
import type { TProfile } from '../../lib/api-types';

export function DangerZoneSection({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const { logout } = useAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // Unmounted after the deletion: the landing page is on screen, the session's state can go (logout asks the server
  // nothing without a token).
  useEffect(() => {
    if (!deleted) return;
    return () => void logout();
  }, [deleted, logout]);

  const remove = useMutation(
    trpc.profile.deleteAccount.mutationOptions({
      onSuccess: () => {
        // The deletion revoked the session: its token goes at once, so that no request carries it. The session's
        // state goes once this page has left the screen (the effect above): dropped while the landing page's code was still
        // loading, it made the profile's guard send the visitor to the login page instead of the goodbye message.
        window.localStorage.removeItem(TOKEN_STORAGE_KEY);
        setDeleted(true);
        void navigate(localizedPath(locale, '/'), { replace: true, state: ACCOUNT_DELETED_STATE });
      },
    }),
  );

  const { counts } = profile;
  const removed = [
    t('deletion.removed.patients', { count: counts.patients }),
    t('deletion.removed.forms', { count: counts.sentForms }),
    t('deletion.removed.templates', { count: counts.privateTemplates }),
    t('deletion.removed.account'),
  ];

  return (
    <ProfileSection id="danger-zone" icon={Trash2} tone="danger" title={t('deletion.title')} description={t('deletion.description')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('deletion.removedTitle')}</h3>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm text-slate-700">
            {removed.map((line) => (
              <li key={line} className="flex items-start gap-2">
                <Minus className="mt-1 size-3.5 shrink-0 text-red-500" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('deletion.keptTitle')}</h3>
          <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
            <Check className="mt-1 size-3.5 shrink-0 text-emerald-600" aria-hidden="true" />
            {t('deletion.kept')}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t('deletion.irreversible')}</p>
        <Button variant="danger" onClick={() => setOpen(true)} className="w-full sm:w-auto">
          <Trash2 aria-hidden="true" />
          {t('deletion.open')}
        </Button>
      </div>
      {open && (
        <Dialog
          open
          onOpenChange={(next) => !next && !remove.isPending && setOpen(false)}
          tone="danger"
          icon={<Trash2 className="size-5" />}
          title={t('deletion.dialogTitle')}
          description={t('deletion.dialogDescription')}
        >
          <div className="flex flex-col gap-4">
            {remove.isError && <FormAlert tone="error">{t('deletion.failed')}</FormAlert>}
            <DeleteAccountForm
              locale={locale}
              pending={remove.isPending}
              onConfirm={(confirmation) => remove.mutate({ confirmation, locale })}
              onCancel={() => setOpen(false)}
            />
          </div>
        </Dialog>
      )}
    </ProfileSection>
  );
}
