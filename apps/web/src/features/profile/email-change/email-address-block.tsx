// The account's address in the information section: shown read-only with "Change address", then, while a change waits
// for its link, what happens meanwhile, with "Send again" and "Cancel the change" (docs/auth-api.md#changing-the-address).
// Right after a request, its confirmation mail is followed until it is delivered or fails for good (docs/mail.md).
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { MailDeliveryStatus } from '../../../components/mail/mail-delivery-status';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import type { TProfile } from '../../../lib/api-types';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';
import { useProfileCache } from '../use-profile';
import { clearEmailChangeDraft, readEmailChangeDraft } from './email-change-draft';
import { EmailChangeDialog, type TEmailChangeResult } from './email-change-dialog';

type TNotice = { tone: 'success' | 'warning'; text: string } | null;
/** The confirmation mail of the last request, followed while the page is open. */
type TFollowedMail = TEmailChangeResult | null;

export function EmailAddressBlock({ profile }: { profile: Pick<TProfile, 'email' | 'hasPassword' | 'pendingEmail'> }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const trpc = useTRPC();
  const cache = useProfileCache();
  const errorMessage = useErrorMessage();
  // Back from a fresh Google sign-in: the dialog opens again with the address typed before leaving.
  const [dialog, setDialog] = useState<{ initialEmail: string } | null>(() => {
    const draft = readEmailChangeDraft();
    return draft === null ? null : { initialEmail: draft };
  });
  // The moment the page opened: a link expiring meanwhile shows as expired on the next visit.
  const [openedAt] = useState(() => Date.now());
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [notice, setNotice] = useState<TNotice>(null);
  const [followed, setFollowed] = useState<TFollowedMail>(null);
  const pending = profile.pendingEmail;
  const expired = pending ? new Date(pending.expiresAt).getTime() <= openedAt : false;

  useEffect(() => clearEmailChangeDraft(), []);

  const cancel = useMutation(
    trpc.profile.cancelEmailChange.mutationOptions({
      onSuccess: () => {
        cache.patch({ pendingEmail: null });
        void cache.refetch();
        setConfirmCancel(false);
        setFollowed(null);
        setNotice({ tone: 'success', text: t('emailChange.canceled') });
      },
    }),
  );

  const requested = (result: TEmailChangeResult) => {
    setDialog(null);
    setNotice(null);
    // The pending block says where the link went; below it, whether its mail arrived.
    setFollowed(result);
  };

  const open = (initialEmail: string) => {
    setNotice(null);
    setDialog({ initialEmail });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <dl className="min-w-0">
          <dt className="text-sm font-medium text-slate-700">{t('emailChange.current')}</dt>
          <dd className="mt-1 text-base font-medium break-all text-slate-900" data-testid="account-email">
            {profile.email}
          </dd>
          <dd className="mt-1 text-sm text-slate-500">{t('emailChange.hint')}</dd>
        </dl>
        {!pending && (
          <Button variant="outline" className="w-full shrink-0 sm:w-auto" onClick={() => open('')}>
            {t('emailChange.change')}
          </Button>
        )}
      </div>
      {pending && (
        <FormAlert
          tone={expired ? 'warning' : 'info'}
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" size="sm" onClick={() => open(pending.address)}>
                {t('emailChange.resend')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmCancel(true)}>
                {t('emailChange.cancel')}
              </Button>
            </div>
          }
        >
          <p className="font-medium">{t('emailChange.pendingTitle')}</p>
          <p className="break-words">
            {expired
              ? t('emailChange.expired', { pending: pending.address, email: profile.email })
              : t('emailChange.pending', { pending: pending.address, email: profile.email })}
          </p>
          {!expired && <p>{t('emailChange.pendingExpires', { date: formatDate(locale, pending.expiresAt, true, 'long') })}</p>}
        </FormAlert>
      )}
      {followed && <MailDeliveryStatus key={followed.mail.id} mail={followed.mail} email={followed.pending} onDismiss={() => setFollowed(null)} />}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <EmailChangeDialog
        open={dialog !== null}
        onOpenChange={(next) => !next && setDialog(null)}
        profile={profile}
        initialEmail={dialog?.initialEmail ?? ''}
        onRequested={requested}
      />
      <Dialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('emailChange.cancelTitle')}
        description={pending ? t('emailChange.cancelDescription', { pending: pending.address, email: profile.email }) : undefined}
        icon={<AlertTriangle className="size-5" />}
        tone="danger"
      >
        <div className="flex flex-col gap-4">
          {cancel.isError && <FormAlert tone="error">{errorMessage(cancel.error)}</FormAlert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirmCancel(false)} disabled={cancel.isPending}>
              {t('emailChange.keep')}
            </Button>
            <Button variant="danger" onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t('emailChange.cancel')}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
